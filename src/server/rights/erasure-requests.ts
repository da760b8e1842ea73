// requestErasure: the patient of a manage link asks to be erased (docs/data-protection.md "Erasure"). One open
// request per patient: a second request, or a parallel copy, meets the partial unique index and answers the open
// one. It is due 21 working days after the Colombo day it came; the patient gets a confirmation e-mail in their
// language, in the request's transaction.
import type { Kysely } from 'kysely';
import type { ErasureRequestView } from '../../shared/rights/consent.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import { patientLocale } from '../booking/patient-language.ts';
import type { Database } from '../db/schema.ts';
import { erasureRequestedEmail } from '../email/messages.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import type { LinkPatient } from './patient-of-link.ts';
import { ANSWER_WITHIN_WORKING_DAYS, addWorkingDays } from './working-days.ts';

function view(row: {
  id: string;
  status: 'open' | 'completed';
  requested_at: Date;
  due_on: string;
}): ErasureRequestView {
  return { id: row.id, status: row.status, requested_at: new Date(row.requested_at).toISOString(), due_on: row.due_on };
}

/** The patient's requests, the open one first. */
export async function erasureRequestsOf(db: Kysely<Database>, patient: LinkPatient): Promise<ErasureRequestView[]> {
  const rows = await db
    .selectFrom('data_requests')
    .select(['id', 'status', 'requested_at', 'due_on'])
    .where('patient_key', '=', patient.key)
    .orderBy('status', 'desc')
    .orderBy('requested_at', 'desc')
    .execute();
  return rows.map(view);
}

/** Records the request (or finds the open one): `created` says whether this call made it. */
export async function requestErasure(
  db: Kysely<Database>,
  patient: LinkPatient,
  now = new Date(),
): Promise<{ request: ErasureRequestView; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('data_requests')
      .values({
        patient_key: patient.key,
        appointment_id: patient.appointmentId,
        requested_at: now,
        due_on: addWorkingDays(colomboToday(now), ANSWER_WITHIN_WORKING_DAYS),
      })
      .onConflict((conflict) => conflict.column('patient_key').where('status', '=', 'open').doNothing())
      .returning(['id', 'status', 'requested_at', 'due_on'])
      .executeTakeFirst();
    if (inserted) {
      await enqueueMessages(trx, [
        erasureRequestedEmail(
          { patientName: patient.name, patientEmail: patient.email, dueOn: inserted.due_on },
          patientLocale(patient.preferredLanguage),
          inserted.id,
        ),
      ]);
      return { request: view(inserted), created: true };
    }
    const open = await trx
      .selectFrom('data_requests')
      .select(['id', 'status', 'requested_at', 'due_on'])
      .where('patient_key', '=', patient.key)
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return { request: view(open), created: false };
  });
}
