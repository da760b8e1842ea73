// The leave list staff work from (listDoctorLeave): each leave with the bookings it caught, and what became of each
// one, read from the appointment now: cancelled, moved (no longer on the slot the leave closed), or not answered
// (still on it), with the patient's name, phone and reference so staff can call.
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AffectedState, DoctorLeave } from '../../shared/leave/leave.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';

/** Upcoming first (the next leave is the one to act on), at most this many. */
const LIST_LIMIT = 200;

export async function listDoctorLeave(
  db: Kysely<Database>,
  query: { center?: string | undefined; from?: string | undefined },
  now = new Date(),
): Promise<DoctorLeave[]> {
  let select = db
    .selectFrom('doctor_leaves as l')
    .innerJoin('medical_centers as c', 'c.id', 'l.medical_center_id')
    .leftJoin('doctors as d', 'd.id', 'l.doctor_id')
    .leftJoin('admin_users as u', 'u.id', 'l.created_by')
    .leftJoin('admin_profiles as p', 'p.admin_user_id', 'l.created_by')
    .select((eb) => [
      'l.id',
      'l.medical_center_id',
      'c.name as center_name',
      'l.doctor_id',
      sql<string | null>`d.title || ' ' || d.name`.as('doctor_name'),
      'l.first_date',
      'l.last_date',
      'l.start_time',
      'l.end_time',
      'l.reason',
      'l.patient_reason',
      'l.created_at',
      sql<string | null>`coalesce(p.name, u.email)`.as('created_by'),
      eb
        .selectFrom('doctor_leave_slots as ls')
        .select(sql<number>`count(*)::int`.as('count'))
        .whereRef('ls.leave_id', '=', 'l.id')
        .as('slots_closed'),
      jsonArrayFrom(
        eb
          .selectFrom('doctor_leave_bookings as b')
          .innerJoin('appointments as a', 'a.id', 'b.appointment_id')
          .innerJoin('appointment_slots as s', 's.id', 'b.slot_id')
          .innerJoin('doctors as d', 'd.id', 's.doctor_id')
          .select([
            'a.id as appointmentId',
            'b.slot_id as slotId',
            's.doctor_id as doctorId',
            sql<string>`d.title || ' ' || d.name`.as('doctorName'),
            'a.reference',
            'a.patient_name as patientName',
            'a.patient_phone as patientPhone',
            's.slot_date as slotDate',
            sql<string>`to_char(s.slot_time, 'HH24:MI')`.as('slotTime'),
            sql<AffectedState>`case when a.status = 'cancelled' then 'cancelled'
              when a.slot_id <> b.slot_id then 'moved' else 'no_answer' end`.as('state'),
            'b.notified',
          ])
          .whereRef('b.leave_id', '=', 'l.id')
          .orderBy('s.slot_date')
          .orderBy('s.slot_time')
          .orderBy('a.reference'),
      ).as('affected'),
    ])
    .where('l.last_date', '>=', query.from ?? colomboToday(now))
    .orderBy('l.first_date')
    .orderBy('l.start_time')
    .orderBy('l.created_at')
    .limit(LIST_LIMIT);
  if (query.center) select = select.where('l.medical_center_id', '=', query.center);
  const rows = await select.execute();
  return rows.map((row) => ({
    id: row.id,
    center: { id: row.medical_center_id, name: row.center_name },
    doctor: row.doctor_id && row.doctor_name ? { id: row.doctor_id, name: row.doctor_name } : null,
    firstDate: row.first_date,
    lastDate: row.last_date,
    startTime: row.start_time?.slice(0, 5) ?? null,
    endTime: row.end_time?.slice(0, 5) ?? null,
    reason: row.reason,
    patientReason: row.patient_reason,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    slotsClosed: row.slots_closed ?? 0,
    affected: row.affected,
  }));
}
