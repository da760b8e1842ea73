// The demo's doctor on leave (what `npm start` shows on Leave & closures): their first working day from two days
// ahead, marked the way staff mark it, with three patients booked that day: one has not answered yet, one cancelled
// with their link, one moved to the same time a week later.
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { addDays, colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { markLeave } from '../leave/add-leave.ts';

const PATIENTS = [
  { name: ['Sanduni', 'Wijesinghe'], language: 'sinhala', phone: '+94 77 451 2201' },
  { name: ['Kavitha', 'Rajan'], language: 'tamil', phone: '+94 76 330 8812' },
  { name: ['Ruwan', 'Fernando'], language: 'english', phone: '+94 71 902 4410' },
] as const;

export async function seedDemoLeave(
  trx: Transaction<Database>,
  doctor: { id: string; centerId: string },
  now: Date,
): Promise<void> {
  const slotsOf = (date: string) =>
    trx
      .selectFrom('appointment_slots')
      .select(['id', 'slot_date', 'slot_time'])
      .where('doctor_id', '=', doctor.id)
      .where('slot_date', '=', date)
      .where('is_available', '=', true)
      .whereRef('current_bookings', '<', 'max_bookings')
      .orderBy('slot_time')
      .execute();
  const first = await trx
    .selectFrom('appointment_slots')
    .select('slot_date')
    .where('doctor_id', '=', doctor.id)
    .where('slot_date', '>=', addDays(colomboToday(now), 2))
    .orderBy('slot_date')
    .executeTakeFirst();
  if (!first) return;
  const day = first.slot_date;
  const slots = (await slotsOf(day)).slice(0, PATIENTS.length);
  const booked = await trx
    .insertInto('appointments')
    .values(
      slots.map((slot, index) => {
        const patient = PATIENTS[index] ?? PATIENTS[0];
        const [firstName, lastName] = patient.name;
        return {
          reference: `WK-L${String(index).padStart(3, '0')}0`,
          slot_id: slot.id,
          service_type: 'Wellness Consultation',
          patient_name: `${firstName} ${lastName}`,
          patient_email: `${firstName}.${lastName}.leave`.toLowerCase().concat('@example.lk'),
          patient_phone: patient.phone,
          first_name: firstName,
          last_name: lastName,
          preferred_language: patient.language,
          status: index === 0 ? ('confirmed' as const) : ('pending' as const),
          manage_token_hash: createHash('sha256').update(`demo-leave-${index}`).digest('hex'),
          created_at: new Date(now.getTime() - (index + 1) * 86_400_000),
        };
      }),
    )
    .returning(['id', 'slot_id'])
    .execute();
  await trx
    .updateTable('appointment_slots')
    .set({ current_bookings: sql`current_bookings + 1` })
    .where(
      'id',
      'in',
      slots.map((slot) => slot.id),
    )
    .execute();
  const name = await trx
    .selectFrom('doctors')
    .select(sql<string>`title || ' ' || name`.as('name'))
    .where('id', '=', doctor.id)
    .executeTakeFirstOrThrow();
  await markLeave(
    trx,
    {
      center: doctor.centerId,
      doctorId: doctor.id,
      firstDate: day,
      lastDate: day,
      reason: `${name.name} is at a family wedding (annual leave, agreed last month).`,
      patientReason: 'The doctor is on leave that day.',
    },
    { doctor: name.name, smsAbroad: false, createdBy: null },
    now,
  );
  // The demo's patients are made up: nothing is sent to them.
  await trx.deleteFrom('outbox_messages').where('dedupe_key', 'like', 'leave:%').execute();
  await answers(trx, booked, await slotsOf(addDays(day, 7)), now);
}

/** What two of the patients did since: the second cancelled, the third moved to a slot a week later. */
async function answers(
  trx: Transaction<Database>,
  booked: { id: string; slot_id: string }[],
  weekLater: { id: string }[],
  now: Date,
): Promise<void> {
  const [, cancelled, moved] = booked;
  const free = (slotId: string) =>
    trx
      .updateTable('appointment_slots')
      .set({ current_bookings: sql`current_bookings - 1` })
      .where('id', '=', slotId)
      .execute();
  if (cancelled) {
    await trx
      .updateTable('appointments')
      .set({ status: 'cancelled', cancelled_at: now, cancelled_by: 'patient' })
      .where('id', '=', cancelled.id)
      .execute();
    await free(cancelled.slot_id);
  }
  const target = weekLater[0];
  if (moved && target) {
    await trx.updateTable('appointments').set({ slot_id: target.id }).where('id', '=', moved.id).execute();
    await free(moved.slot_id);
    await trx
      .updateTable('appointment_slots')
      .set({ current_bookings: sql`current_bookings + 1` })
      .where('id', '=', target.id)
      .execute();
  }
}
