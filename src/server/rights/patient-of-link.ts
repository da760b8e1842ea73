// The patient a manage link belongs to: the booking whose token it carries, and every booking of the same person
// as the Patients list counts them (patients/patient-key.ts: phone, else e-mail, as merged by staff). A patient's
// rights (export, erasure, consents) reach these bookings and nobody else's.
import type { Kysely } from 'kysely';
import { hashManageToken } from '../booking/manage-token.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { patientKey } from '../patients/patient-key.ts';

export interface LinkPatient {
  /** The booking whose link was used. */
  appointmentId: string;
  key: string;
  name: string;
  email: string;
  preferredLanguage: string | null;
  /** Every booking of this patient, the link's own included. */
  appointmentIds: string[];
}

export async function patientOfLink(db: Kysely<Database>, token: string): Promise<LinkPatient> {
  const own = await db
    .selectFrom('appointments as a')
    .select(['a.id', 'a.patient_name', 'a.patient_email', 'a.preferred_language', patientKey('a').as('key')])
    .where('a.manage_token_hash', '=', hashManageToken(token))
    .executeTakeFirst();
  if (!own) throw new HttpError(404, 'errors.bookingNotFound', { code: 'not_found' });
  const mine = await db
    .selectFrom('appointments as mine')
    .select('mine.id')
    .where(patientKey('mine'), '=', own.key)
    .execute();
  return {
    appointmentId: own.id,
    key: own.key,
    name: own.patient_name,
    email: own.patient_email,
    preferredLanguage: own.preferred_language,
    appointmentIds: mine.map((row) => row.id),
  };
}
