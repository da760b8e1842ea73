import { type Insertable, type Kysely, sql } from 'kysely';
import { addDays, weekdayOf } from '../../shared/utils/colombo-time.ts';
import type { AppointmentSlotsTable, Database } from '../db/schema.ts';
import { insideLeave, leavesBetween } from '../leave/leave-slots.ts';

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The start times ('HH:MM') of a schedule's day: one every slot_minutes while a whole slot fits before the end; a
 * channelling session (no slot length) is one slot at its start, its places given out as numbers.
 */
export function slotTimes(schedule: { start_time: string; end_time: string; slot_minutes: number | null }): string[] {
  if (schedule.slot_minutes === null) return [timeOf(minutesOf(schedule.start_time))];
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

/** A weekly session as stored, with the Colombo days it holds. */
export interface SessionRule {
  doctor_id: string;
  medical_center_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
  slot_minutes: number | null;
  max_bookings: number;
  effective_from: string;
  effective_until: string | null;
}

export type PlannedSlot = Pick<
  Insertable<AppointmentSlotsTable>,
  'doctor_id' | 'medical_center_id' | 'slot_date' | 'slot_time' | 'max_bookings'
>;

/** The slots the sessions give on each Colombo day from `fromDate` through `lastDate`, each session on its own days. */
export function plannedSlots(rules: readonly SessionRule[], fromDate: string, lastDate: string): PlannedSlot[] {
  const slots: PlannedSlot[] = [];
  for (let date = fromDate; date <= lastDate; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    for (const rule of rules) {
      const holds = rule.effective_from <= date && (rule.effective_until === null || date <= rule.effective_until);
      if (rule.weekday !== weekday || !holds) continue;
      for (const slotTime of slotTimes(rule)) {
        slots.push({
          doctor_id: rule.doctor_id,
          medical_center_id: rule.medical_center_id,
          slot_date: date,
          slot_time: slotTime,
          max_bookings: rule.max_bookings,
        });
      }
    }
  }
  return slots;
}

/**
 * Inserts the slots not there yet; one that exists is left as it is, bookings and all. A new slot inside a doctor's
 * leave or a centre's closure is made closed, so nobody books it, whether the scheduled run or a saved week opens it.
 */
export async function insertMissingSlots(db: Kysely<Database>, slots: readonly PlannedSlot[]): Promise<number> {
  if (slots.length === 0) return 0;
  const dates = slots.map((slot) => slot.slot_date).sort();
  const leaves = await leavesBetween(db, dates[0] ?? '', dates[dates.length - 1] ?? '');
  const rows = slots.map((slot) => ({ ...slot, is_available: !insideLeave(leaves, slot) }));
  let inserted = 0;
  for (let index = 0; index < rows.length; index += 500) {
    const result = await db
      .insertInto('appointment_slots')
      .values(rows.slice(index, index + 500))
      .onConflict((conflict) => conflict.constraint('appointment_slots_unique').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

/**
 * Opens appointment slots from the active doctors' weekly schedules for `days` days from `fromDate` (Colombo dates),
 * each session only on the days it holds. Idempotent: a slot that already exists is left as it is, bookings and all.
 * The doctors' rows are share-locked first, so a schedule being saved (which locks its doctor) is either seen whole or
 * waited for: the run never reopens a slot the save has just removed.
 */
export async function generateSlots(db: Kysely<Database>, fromDate: string, days: number): Promise<number> {
  const open = async (trx: Kysely<Database>) => {
    await trx.selectFrom('doctors').select('id').where('is_active', '=', true).forShare().execute();
    const rules = await trx
      .selectFrom('doctor_schedules as ds')
      .innerJoin('doctors as d', 'd.id', 'ds.doctor_id')
      .select([
        'ds.doctor_id',
        'ds.medical_center_id',
        'ds.weekday',
        'ds.start_time',
        'ds.end_time',
        'ds.slot_minutes',
        'ds.max_bookings',
        'ds.effective_from',
        'ds.effective_until',
      ])
      .where('d.is_active', '=', true)
      .execute();
    return insertMissingSlots(trx, plannedSlots(rules, fromDate, addDays(fromDate, days - 1)));
  };
  const inserted = db.isTransaction ? await open(db) : await db.transaction().execute(open);
  await sql`analyze appointment_slots`.execute(db);
  return inserted;
}
