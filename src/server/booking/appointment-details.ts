// One appointment as the patient sees it (confirmation, manage page, .ics): no health information.
import type { Kysely, Transaction } from 'kysely';
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';
import { colomboInstant } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { doctorNameIn, patientLocale } from './patient-language.ts';

export interface AppointmentRecord extends BookedAppointment {
  id: string;
  slot_id: string;
  manage_token_hash: string;
  patient_phone: string;
  patient_email: string;
  patient_notes: string | null;
  doctor_phone: string | null;
  preferred_language: string | null;
}

/** Whether the patient may still move or cancel online: a live booking more than `noticeHours` (Settings) ahead. */
export function canCancelOnline(
  record: { status: string; slot_date: string; slot_time: string },
  noticeHours: number,
  now = new Date(),
) {
  const live = record.status === 'pending' || record.status === 'confirmed';
  const cutoff = colomboInstant(record.slot_date, record.slot_time).getTime() - noticeHours * 3_600_000;
  return live && now.getTime() < cutoff;
}

/** When and where, from a slot joined as `s` with its doctor `d` and centre `c`: for a booking and a booked one. */
export const SLOT_PLACE_COLUMNS = [
  's.slot_date',
  's.doctor_id',
  's.slot_time',
  'd.title as doctor_title',
  'd.name as doctor_plain_name',
  'd.name_si as doctor_name_si',
  'd.name_ta as doctor_name_ta',
  'd.phone as doctor_phone',
  'c.id as medical_center_id',
  'c.name as medical_center_name',
  'c.address as medical_center_address',
  'c.phone as medical_center_phone',
] as const;

/**
 * Appointments joined with their slot, doctor and centre: what every patient-facing view and message of an
 * appointment needs (the manage page, the reminder SMS, the e-mails). It selects no health information.
 */
export function selectAppointmentsWithPlace(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select([
      'a.id',
      'a.reference',
      'a.status',
      'a.patient_name',
      'a.patient_phone',
      'a.patient_email',
      'a.service_type',
      'a.preferred_language',
      'a.whatsapp_opt_in',
      ...SLOT_PLACE_COLUMNS,
    ]);
}

export async function findAppointment(
  db: Kysely<Database> | Transaction<Database>,
  where: { id: string } | { idempotencyKey: string } | { tokenHash: string },
  now = new Date(),
): Promise<AppointmentRecord | undefined> {
  let query = selectAppointmentsWithPlace(db).select(['a.slot_id', 'a.patient_notes', 'a.manage_token_hash']);
  if ('id' in where) query = query.where('a.id', '=', where.id);
  else if ('idempotencyKey' in where) query = query.where('a.idempotency_key', '=', where.idempotencyKey);
  else query = query.where('a.manage_token_hash', '=', where.tokenHash);
  const [row, { patientNoticeHours }] = await Promise.all([query.executeTakeFirst(), readSettings(db)]);
  if (!row) return undefined;
  const { doctor_title, doctor_plain_name, doctor_name_si, doctor_name_ta, ...rest } = row;
  const slotTime = row.slot_time.slice(0, 5);
  return {
    ...rest,
    slot_time: slotTime,
    // The patient's page and e-mails name the doctor in the patient's language.
    doctor_name: doctorNameIn(row, patientLocale(row.preferred_language)),
    can_cancel: canCancelOnline(
      { status: row.status, slot_date: row.slot_date, slot_time: slotTime },
      patientNoticeHours,
      now,
    ),
    notice_hours: patientNoticeHours,
  };
}

/** The public part of a record. */
export function toBookedAppointment(record: AppointmentRecord): BookedAppointment {
  return {
    reference: record.reference,
    status: record.status,
    patient_name: record.patient_name,
    slot_date: record.slot_date,
    slot_time: record.slot_time,
    doctor_name: record.doctor_name,
    doctor_id: record.doctor_id,
    medical_center_id: record.medical_center_id,
    medical_center_name: record.medical_center_name,
    medical_center_address: record.medical_center_address,
    medical_center_phone: record.medical_center_phone,
    service_type: record.service_type,
    can_cancel: record.can_cancel,
    notice_hours: record.notice_hours,
  };
}
