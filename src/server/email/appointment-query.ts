// What an appointment e-mail shows, read from the database for code that has only ids or dates (the reminder pass,
// a staff cancellation). It selects no health information, so none can reach a message.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { type AppointmentEmailData, appointmentEmailData } from './messages.ts';

export function selectAppointmentsForEmail(db: Kysely<Database> | Transaction<Database>) {
  return db
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
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAppointmentsForEmail>['executeTakeFirstOrThrow']>>;

export function emailDataOf(row: Row): AppointmentEmailData {
  return appointmentEmailData({ ...row, doctor_name: `${row.doctor_title} ${row.doctor_plain_name}` });
}
