// The second reminder, 3 hours before the visit (docs/whatsapp.md), when Settings turn it on (off by default): by
// WhatsApp only, to patients who chose it, with the Confirm / Cancel / Another time buttons. Each run (every five
// minutes) queues it for the live visits of today that start within the next 3 hours, once (its dedupe key); a
// booking made less than 3 hours before its visit gets none (its confirmation just went), nor does a patient who
// withdrew consent to reminders or whose number answered STOP (outbox/enqueue.ts).
import type { Kysely } from 'kysely';
import { colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { consentGiven } from '../rights/consents.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { patientSmsNumber } from '../sms/recipients.ts';
import { patientTextMessage, visitValues } from '../whatsapp/whatsapp-messages.ts';
import { selectAppointmentsWithPlace } from './appointment-details.ts';
import { patientLocale } from './patient-language.ts';

const AHEAD_MS = 3 * 3600_000;

/** Queues the reminders due now; answers how many visits were reminded. */
export async function enqueueSoonReminders(db: Kysely<Database>, now = new Date()): Promise<number> {
  const { whatsappSoonReminder, smsAbroad } = await readSettings(db);
  if (!whatsappSoonReminder) return 0;
  const today = colomboToday(now);
  const later = new Date(now.getTime() + AHEAD_MS);
  const until = colomboToday(later) === today ? colomboTimeOfDay(later) : '23:59:59';
  const rows = await selectAppointmentsWithPlace(db)
    .where('s.slot_date', '=', today)
    .where('s.slot_time', '>', colomboTimeOfDay(now))
    .where('s.slot_time', '<=', until)
    .where('a.status', 'in', ['pending', 'confirmed'])
    .where('a.whatsapp_opt_in', '=', true)
    .where('a.created_at', '<', new Date(now.getTime() - AHEAD_MS))
    .where(consentGiven('reminders'), '=', true)
    .execute();
  await enqueueMessages(
    db,
    rows.flatMap((row) => {
      const locale = patientLocale(row.preferred_language);
      const { reference, time, centre } = visitValues({
        reference: row.reference,
        slotDate: row.slot_date,
        slotTime: row.slot_time,
        centerName: row.medical_center_name,
        locale,
      });
      return patientTextMessage({
        phone: patientSmsNumber(row.patient_phone, smsAbroad),
        appointmentId: row.id,
        whatsappOptIn: true,
        dedupeKey: `reminder-soon:${row.id}:whatsapp`,
        whatsapp: { name: 'booking_reminder_soon', locale, values: { reference, time, centre } },
      });
    }),
  );
  return rows.length;
}
