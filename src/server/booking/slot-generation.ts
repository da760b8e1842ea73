import { type Insertable, type Kysely, sql } from 'kysely';
import { addDays, weekdayOf } from '../../lib/colombo-time.ts';
import type { AppointmentSlotsTable, Database } from '../db/schema.ts';
import { insideLeave, leavesBetween } from '../leave/leave-slots.ts';

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start times ('HH:MM') of a schedule's day: one every slot_minutes while a whole slot fits before the end. */
export function slotTimes(schedule: { start_time: string; end_time: string; slot_minutes: number }): string[] {
  const times: string[] = [];
  const end = minutesOf(schedule.end_time);
  for (
    let start = minutesOf(schedule.start_time);
    start + schedule.slot_minutes <= end;
    start += schedule.slot_minutes
  ) {
    times.push(timeOf(start));
  }
  return times;
}

/**
 * Opens appointment slots from the doctors' weekly schedules for `days` days from `fromDate` (Colombo dates).
 * Idempotent: a slot that already exists is left as it is, bookings and all. A slot inside a doctor's leave or a
 * centre's closure is made closed, so nobody books it.
 */
export async function generateSlots(db: Kysely<Database>, fromDate: string, days: number): Promise<number> {
  const schedules = await db.selectFrom('doctor_schedules').selectAll().execute();
  const leaves = await leavesBetween(db, fromDate, addDays(fromDate, days - 1));
  const rows: Insertable<AppointmentSlotsTable>[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(fromDate, offset);
    const weekday = weekdayOf(date);
    for (const schedule of schedules) {
      if (schedule.weekday !== weekday) continue;
      for (const slotTime of slotTimes(schedule)) {
        const slot = {
          doctor_id: schedule.doctor_id,
          medical_center_id: schedule.medical_center_id,
          slot_date: date,
          slot_time: slotTime,
        };
        rows.push({ ...slot, max_bookings: schedule.max_bookings, is_available: !insideLeave(leaves, slot) });
      }
    }
  }
  let inserted = 0;
  for (let index = 0; index < rows.length; index += 500) {
    const result = await db
      .insertInto('appointment_slots')
      .values(rows.slice(index, index + 500))
      .onConflict((conflict) => conflict.constraint('appointment_slots_unique').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  await sql`analyze appointment_slots`.execute(db);
  return inserted;
}
