// Which slots a leave closes: the doctor's (or, for a closed centre, every doctor's) slots at the centre on the
// leave's days, those starting from its start time until before its end time when it is part of a day. One
// definition for marking a leave, its preview, and the slots generated later (slot-generation.ts).
import type { Kysely, Transaction } from 'kysely';
import { colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';

export interface LeaveSpan {
  medical_center_id: string;
  doctor_id: string | null;
  first_date: string;
  last_date: string;
  start_time: string | null;
  end_time: string | null;
}

/** The slots inside `leave` that have not started at `now` (one that has is past helping). */
export function slotsInLeave(db: Kysely<Database> | Transaction<Database>, leave: LeaveSpan, now: Date) {
  const today = colomboToday(now);
  let query = db
    .selectFrom('appointment_slots as s')
    .where('s.medical_center_id', '=', leave.medical_center_id)
    .where('s.slot_date', '>=', leave.first_date)
    .where('s.slot_date', '<=', leave.last_date)
    .where((eb) =>
      eb.or([
        eb('s.slot_date', '>', today),
        eb.and([eb('s.slot_date', '=', today), eb('s.slot_time', '>', colomboTimeOfDay(now))]),
      ]),
    );
  if (leave.doctor_id) query = query.where('s.doctor_id', '=', leave.doctor_id);
  if (leave.start_time && leave.end_time) {
    query = query.where('s.slot_time', '>=', leave.start_time).where('s.slot_time', '<', leave.end_time);
  }
  return query;
}

/** Whether a slot of `doctorId` at `centerId` on `date` at `time` ('HH:MM') lies inside one of `leaves`. */
export function insideLeave(
  leaves: readonly LeaveSpan[],
  slot: { doctor_id: string; medical_center_id: string; slot_date: string; slot_time: string },
): boolean {
  return leaves.some(
    (leave) =>
      leave.medical_center_id === slot.medical_center_id &&
      (leave.doctor_id === null || leave.doctor_id === slot.doctor_id) &&
      leave.first_date <= slot.slot_date &&
      slot.slot_date <= leave.last_date &&
      (!leave.start_time ||
        !leave.end_time ||
        (leave.start_time.slice(0, 5) <= slot.slot_time && slot.slot_time < leave.end_time.slice(0, 5))),
  );
}

/** The leaves that touch the days from `first` to `last`, for slot generation. */
export function leavesBetween(db: Kysely<Database>, first: string, last: string): Promise<LeaveSpan[]> {
  return db
    .selectFrom('doctor_leaves')
    .select(['medical_center_id', 'doctor_id', 'first_date', 'last_date', 'start_time', 'end_time'])
    .where('last_date', '>=', first)
    .where('first_date', '<=', last)
    .execute();
}
