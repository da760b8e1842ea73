// Appointments put straight into a test database, on a free place of a past or future slot.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import type { AppointmentStatus } from '../../src/shared/enums.ts';
import { colomboInstant } from '../../src/shared/utils/colombo-time.ts';

/** A new appointment with `status` on a free place of a past or future slot; returns its id and slot. */
export async function insertTestAppointment(
  db: Kysely<Database>,
  status: AppointmentStatus,
  when: 'past' | 'future',
  fields: Record<string, string> = {},
) {
  const now = new Date();
  const slots = await db
    .selectFrom('appointment_slots')
    .select(['id', 'slot_date', 'slot_time', 'current_bookings', 'max_bookings'])
    .whereRef('current_bookings', '<', 'max_bookings')
    .orderBy('slot_date', when === 'past' ? 'asc' : 'desc')
    .limit(50)
    .execute();
  const slot = slots.find((s) => colomboInstant(s.slot_date, s.slot_time) < now === (when === 'past'));
  if (!slot) throw new Error('no free slot');
  const tag = randomBytes(4).toString('hex');
  const { id } = await db
    .insertInto('appointments')
    .values({
      reference: `WK-T${tag}`.toUpperCase(),
      slot_id: slot.id,
      service_type: 'Herbal Medicine',
      patient_name: `Test Patient ${tag}`,
      patient_email: `patient-${tag}@example.lk`,
      patient_phone: '+94 71 555 0000',
      first_name: 'Test',
      last_name: `Patient ${tag}`,
      manage_token_hash: tag.repeat(8),
      status,
      ...fields,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status !== 'cancelled') {
    await db
      .updateTable('appointment_slots')
      .set((eb) => ({ current_bookings: eb('current_bookings', '+', 1) }))
      .where('id', '=', slot.id)
      .execute();
  }
  return { id, slotId: slot.id };
}
