// The day-before reminder e-mail, queued by the dispatcher's scheduled pass next to the SMS reminder: one per live
// appointment tomorrow (Colombo), never twice (the outbox's dedupe key). Queued only from 09:00 Colombo, when it is
// due, so an appointment cancelled earlier in the night gets no reminder.
import type { Kysely } from 'kysely';
import { addDays, colomboInstant, colomboToday } from '../../lib/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { appointmentEmailData, bookingReminderEmail } from './messages.ts';

export const REMINDER_EMAIL_FROM = '09:00';

export async function enqueueDayBeforeReminderEmails(db: Kysely<Database>, now = new Date()): Promise<number> {
  const today = colomboToday(now);
  if (now < colomboInstant(today, REMINDER_EMAIL_FROM)) return 0;
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select([
      'a.reference',
      'a.patient_name',
      'a.patient_email',
      'a.service_type',
      's.slot_date',
      's.slot_time',
      'd.title as doctor_title',
      'd.name as doctor_plain_name',
      'c.name as medical_center_name',
      'c.address as medical_center_address',
      'c.phone as medical_center_phone',
    ])
    .where('s.slot_date', '=', addDays(today, 1))
    .where('a.status', 'in', ['pending', 'confirmed'])
    .execute();
  const messages = rows.map((row) =>
    bookingReminderEmail(appointmentEmailData({ ...row, doctor_name: `${row.doctor_title} ${row.doctor_plain_name}` })),
  );
  await enqueueMessages(db, messages);
  return messages.length;
}
