// A WhatsApp message that did not reach the patient is answered by one SMS (docs/whatsapp.md "Fallback"): when the
// send fails for good (Twilio refused it, the template is missing or not approved) and when Twilio's status
// callback reports it failed or undelivered (not on WhatsApp: 63003; outside the 24-hour window: 63016). Both may
// report the same message: the SMS row names the WhatsApp row it replaces (outbox_messages.fallback_for, unique),
// so it is queued once whoever comes first. The SMS carries the visit's private link in the patient's language;
// a message about no visit (a free-form reply) has no SMS to fall back to.
import type { Kysely, Transaction } from 'kysely';
import { selectAppointmentsWithPlace } from '../booking/appointment-details.ts';
import { hashManageToken, manageTokenFor, manageUrl, sameHash } from '../booking/manage-token.ts';
import { patientLocale } from '../booking/patient-language.ts';
import type { Database } from '../db/schema.ts';
import { absoluteUrl } from '../email/messages.ts';
import { patientWhatsAppFallback } from '../sms/booking-messages.ts';

/** Queues the SMS in place of WhatsApp message `outboxId`; answers whether one was queued now. */
export async function fallBackToSms(db: Kysely<Database> | Transaction<Database>, outboxId: string): Promise<boolean> {
  const message = await db
    .selectFrom('outbox_messages')
    .select(['id', 'recipient', 'appointment_id'])
    .where('id', '=', outboxId)
    .where('channel', '=', 'whatsapp')
    .executeTakeFirst();
  if (!message?.appointment_id) return false;
  const row = await selectAppointmentsWithPlace(db)
    .select('a.manage_token_hash')
    .where('a.id', '=', message.appointment_id)
    .executeTakeFirst();
  if (!row) return false;
  const locale = patientLocale(row.preferred_language);
  const token = manageTokenFor(row.id);
  // A link from another SESSION_SECRET would not open: the manage page's address, where the reference finds it.
  const link = sameHash(hashManageToken(token), row.manage_token_hash)
    ? absoluteUrl(manageUrl(token), locale)
    : absoluteUrl('/appointment/manage', locale);
  const body = patientWhatsAppFallback(
    { reference: row.reference, slotDate: row.slot_date, slotTime: row.slot_time, locale },
    link,
  );
  const queued = await db
    .insertInto('outbox_messages')
    .values({
      channel: 'sms',
      recipient: message.recipient,
      body,
      appointment_id: row.id,
      fallback_for: message.id,
      dedupe_key: `fallback:${message.id}`,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  return queued !== undefined;
}

/** Twilio's statuses that mean the WhatsApp message will not arrive. */
export const FAILED_DELIVERY_STATUSES = ['failed', 'undelivered'] as const;
