// The day-before reminder SMS: one per live appointment tomorrow (Colombo), due from 09:00 Colombo today, and
// never twice (the outbox's dedupe key).
import type { Kysely } from 'kysely';
import { addDays, colomboInstant, colomboToday } from '../../lib/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { patientReminder } from '../sms/booking-messages.ts';
import { patientSmsNumber } from '../sms/recipients.ts';
import { selectAppointmentsWithPlace } from './appointment-details.ts';

export const REMINDER_FROM = '09:00';

export async function enqueueDayBeforeReminders(db: Kysely<Database>, now = new Date()): Promise<number> {
  const today = colomboToday(now);
  const rows = await selectAppointmentsWithPlace(db)
    .where('s.slot_date', '=', addDays(today, 1))
    .where('a.status', 'in', ['pending', 'confirmed'])
    .execute();
  const sendAt = new Date(Math.max(now.getTime(), colomboInstant(today, REMINDER_FROM).getTime()));
  const { smsAbroad } = await readSettings(db);
  const messages = rows.flatMap((row) => {
    const recipient = patientSmsNumber(row.patient_phone, smsAbroad);
    if (!recipient) return [];
    const body = patientReminder({
      reference: row.reference,
      patientName: row.patient_name,
      slotDate: row.slot_date,
      slotTime: row.slot_time,
      doctorName: `${row.doctor_title} ${row.doctor_plain_name}`,
      centerName: row.medical_center_name,
    });
    return [{ channel: 'sms' as const, recipient, body, dedupeKey: `reminder:${row.id}:sms`, sendAt }];
  });
  await enqueueMessages(db, messages);
  return messages.length;
}
