// The day-before reminder, one decision for both channels: from 09:00 Colombo each live appointment tomorrow gets
// its SMS and its e-mail in one outbox write, never twice (the outbox's dedupe keys). Before 09:00 nothing is
// queued, so an appointment cancelled during the night gets no reminder by any channel. The private link is
// rebuilt from the appointment's id when it still matches the stored hash (same SESSION_SECRET); otherwise the
// e-mail points to the confirmation e-mail. A booking whose patient withdrew consent to reminders is left out.
import type { Kysely } from 'kysely';
import { toE164 } from '../../shared/phone-numbers.ts';
import { addDays, colomboInstant, colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { emailDataOf } from '../email/appointment-query.ts';
import { bookingReminderEmail } from '../email/messages.ts';
import { enqueueMessages, type OutgoingMessage } from '../outbox/enqueue.ts';
import { consentGiven } from '../rights/consents.ts';
import { patientReminder } from '../sms/booking-messages.ts';
import { patientTextMessage, visitValues } from '../whatsapp/whatsapp-messages.ts';
import { selectAppointmentsWithPlace } from './appointment-details.ts';
import { hashManageToken, manageTokenFor, manageUrl, sameHash } from './manage-token.ts';
import { patientLocale } from './patient-language.ts';

const REMINDER_FROM = '09:00';

/** Queues tomorrow's reminders when they are due; answers how many appointments were reminded. */
export async function enqueueDayBeforeReminders(db: Kysely<Database>, now = new Date()): Promise<number> {
  const today = colomboToday(now);
  if (now < colomboInstant(today, REMINDER_FROM)) return 0;
  const rows = await selectAppointmentsWithPlace(db)
    .select(['a.id', 'a.manage_token_hash'])
    .where('s.slot_date', '=', addDays(today, 1))
    .where('a.status', 'in', ['pending', 'confirmed'])
    // A patient who withdrew consent to reminders gets none, by any channel (rights/consents.ts).
    .where(consentGiven('reminders'), '=', true)
    .execute();
  const messages = rows.flatMap((row): OutgoingMessage[] => {
    const token = manageTokenFor(row.id);
    const link = sameHash(hashManageToken(token), row.manage_token_hash) ? manageUrl(token) : undefined;
    const email = bookingReminderEmail({ ...emailDataOf(row), manageUrl: link });
    const phone = toE164(row.patient_phone);
    if (!phone) return [email];
    const visit = {
      reference: row.reference,
      slotDate: row.slot_date,
      slotTime: row.slot_time,
      doctorName: `${row.doctor_title} ${row.doctor_plain_name}`,
      centerName: row.medical_center_name,
      locale: patientLocale(row.preferred_language),
    };
    // One key whichever channel it takes: a reminder goes once (by WhatsApp for a patient who chose it).
    return [
      { ...email, appointmentId: row.id },
      ...patientTextMessage({
        phone,
        appointmentId: row.id,
        whatsappOptIn: row.whatsapp_opt_in,
        dedupeKey: `reminder:${row.id}:sms`,
        sms: patientReminder(visit),
        whatsapp: { name: 'booking_reminder', locale: visit.locale, values: visitValues(visit) },
      }),
    ];
  });
  await enqueueMessages(db, messages);
  return rows.length;
}
