// Consent per purpose (docs/data-protection.md "Consent"): recorded with each booking (care implied, reminders on
// unless unticked, newsletter and marketing only when ticked) and changed from the manage link. Each change is a
// new row on every booking the patient has then, so what a booking's messages may do is read from that booking's
// own latest row (one indexed look-up), and the patient's choice now is their latest row for the purpose.
import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  CHANGEABLE_PURPOSES,
  CONSENT_PURPOSES,
  CONSENT_WORDING_VERSION,
  type ConsentChoices,
  type ConsentPurpose,
  type ConsentState,
  DEFAULT_CONSENTS,
} from '../../shared/rights/consent.ts';
import type { Database } from '../db/schema.ts';
import { subscribe } from '../newsletter/newsletter-subscribers.ts';
import type { LinkPatient } from './patient-of-link.ts';

/** The consent rows a booking writes with itself (booking/book-appointment.ts), as JSON for its statement. */
export function bookingConsents(choices: Partial<ConsentChoices> | undefined, now: Date): string {
  const chosen = { ...DEFAULT_CONSENTS, ...choices };
  const rows = CONSENT_PURPOSES.map((purpose) => ({
    purpose,
    granted: purpose === 'care' ? true : chosen[purpose],
    wording_version: CONSENT_WORDING_VERSION,
    recorded_at: now.toISOString(),
  }));
  return JSON.stringify(rows);
}

/**
 * Whether the appointment `a` of a query may be sent `purpose`'s messages: its latest consent row, or the default
 * for bookings made before consents were recorded (reminders yes, newsletter and marketing no).
 */
export function consentGiven(purpose: ConsentPurpose): RawBuilder<boolean> {
  const fallback = purpose === 'care' || purpose === 'reminders';
  return sql<boolean>`coalesce((select c.granted from consent_records c where c.appointment_id = a.id and c.purpose = ${purpose} order by c.recorded_at desc, c.id desc limit 1), ${fallback})`;
}

/** The patient's consent to each purpose now: their latest row for it across their bookings. */
export async function consentsOf(db: Kysely<Database>, patient: LinkPatient): Promise<ConsentState[]> {
  const rows = await db
    .selectFrom('consent_records')
    .select(['purpose', 'granted', 'recorded_at', 'wording_version'])
    .distinctOn('purpose')
    .where('appointment_id', 'in', patient.appointmentIds)
    .orderBy('purpose')
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return CONSENT_PURPOSES.map((purpose) => {
    const row = rows.find((candidate) => candidate.purpose === purpose);
    return {
      purpose,
      granted: row?.granted ?? (purpose === 'care' || purpose === 'reminders'),
      recorded_at: row ? new Date(row.recorded_at).toISOString() : null,
      wording_version: row?.wording_version ?? null,
    };
  });
}

/**
 * The patient's new choices, recorded on each of their bookings in one transaction; the newsletter follows at once
 * (subscribed, or every address of theirs unsubscribed).
 */
export async function changeConsents(
  db: Kysely<Database>,
  patient: LinkPatient,
  changes: Partial<ConsentChoices>,
  now = new Date(),
): Promise<ConsentState[]> {
  const purposes = CHANGEABLE_PURPOSES.filter((purpose) => changes[purpose] !== undefined);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('consent_records')
      .values(
        patient.appointmentIds.flatMap((appointmentId) =>
          purposes.map((purpose) => ({
            appointment_id: appointmentId,
            purpose,
            granted: changes[purpose] === true,
            wording_version: CONSENT_WORDING_VERSION,
            source: 'manage_link' as const,
            recorded_at: now,
          })),
        ),
      )
      .execute();
    if (changes.newsletter === true) await subscribe(trx, patient.email.trim().toLowerCase());
    if (changes.newsletter === false) {
      const emails = await trx
        .selectFrom('appointments')
        .select(sql<string>`lower(trim(patient_email))`.as('email'))
        .where('id', 'in', patient.appointmentIds)
        .execute();
      await trx
        .updateTable('newsletter_subscribers')
        .set({ unsubscribed_at: now })
        .where(
          'email',
          'in',
          emails.map((row) => row.email),
        )
        .where('unsubscribed_at', 'is', null)
        .execute();
    }
  });
  return consentsOf(db, patient);
}
