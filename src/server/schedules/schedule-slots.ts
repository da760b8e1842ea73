// Brings one doctor's slots at one centre in line with their sessions, inside the caller's transaction and without
// touching any other slot: slots the sessions no longer give are removed (closed when a cancelled visit still points
// at them), changed places apply to the slots kept, missing slots are opened. A slot whose bookings would be
// removed or squeezed below its bookings refuses the whole change, naming those bookings.
import type { Kysely } from 'kysely';
import { BOOKING_WINDOW_DAYS } from '../../shared/booking/booking-schema.ts';
import type { BlockingBooking } from '../../shared/schedules/doctor-schedule.ts';
import { addDays, colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import { insertMissingSlots, type PlannedSlot, plannedSlots, type SessionRule } from '../booking/slot-generation.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

export interface SlotChanges {
  opened: number;
  removed: number;
  resized: number;
}

interface Place {
  doctorId: string;
  centerId: string;
}

const keyOf = (date: string, time: string) => `${date} ${time.slice(0, 5)}`;

function blockedMessage(bookings: readonly BlockingBooking[]): string {
  const list = bookings.map((b) => `${b.reference} (${b.patient}, ${b.date} ${b.time})`).join('; ');
  const count = bookings.length === 1 ? '1 booking stands' : `${bookings.length} bookings stand`;
  return `Not saved: ${count} in the way of this schedule: ${list}. Move or cancel them first, or keep their sessions.`;
}

async function refuse(db: Kysely<Database>, slotIds: readonly string[]): Promise<never> {
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .select(['a.reference', 'a.patient_name', 's.slot_date', 's.slot_time'])
    .where('a.slot_id', 'in', slotIds)
    .where('a.status', '!=', 'cancelled')
    .orderBy('s.slot_date')
    .orderBy('s.slot_time')
    .orderBy('a.reference')
    .execute();
  const bookings = rows.map((row) => ({
    reference: row.reference,
    patient: row.patient_name,
    date: row.slot_date,
    time: row.slot_time.slice(0, 5),
  }));
  throw new HttpError(409, blockedMessage(bookings), { code: 'schedule_blocked_by_bookings' });
}

/**
 * Applies `rules` (the doctor's sessions at the centre, every version) to the slots from `fromDate` to the end of
 * the booking horizon. Slots of today that have started are history and left alone. The slots are locked first, so
 * a booking racing this change either lands before (and is counted here) or waits and then meets the new slot.
 */
export async function applySessionsToSlots(
  trx: Kysely<Database>,
  place: Place,
  rules: readonly SessionRule[],
  fromDate: string,
  now: Date,
): Promise<SlotChanges> {
  const today = colomboToday(now);
  const lastDay = addDays(today, BOOKING_WINDOW_DAYS - 1);
  const firstDay = fromDate < today ? today : fromDate;
  if (firstDay > lastDay) return { opened: 0, removed: 0, resized: 0 };
  const nowTime = colomboTimeOfDay(now);
  const started = (date: string, time: string) => date === today && time.slice(0, 5) <= nowTime;

  const planned = new Map<string, PlannedSlot>();
  for (const slot of plannedSlots(rules, firstDay, lastDay)) {
    if (!started(slot.slot_date, slot.slot_time)) planned.set(keyOf(slot.slot_date, slot.slot_time), slot);
  }
  const existing = (
    await trx
      .selectFrom('appointment_slots')
      .select(['id', 'slot_date', 'slot_time', 'current_bookings', 'max_bookings'])
      .where('doctor_id', '=', place.doctorId)
      .where('medical_center_id', '=', place.centerId)
      .where('slot_date', '>=', firstDay)
      .where('slot_date', '<=', lastDay)
      .orderBy('slot_date')
      .orderBy('slot_time')
      .forUpdate()
      .execute()
  ).filter((slot) => !started(slot.slot_date, slot.slot_time));

  const gone: string[] = [];
  const resize = new Map<number, string[]>();
  const blocked: string[] = [];
  for (const slot of existing) {
    const key = keyOf(slot.slot_date, slot.slot_time);
    const target = planned.get(key);
    planned.delete(key);
    if (!target) {
      if (slot.current_bookings > 0) blocked.push(slot.id);
      else gone.push(slot.id);
    } else if (slot.current_bookings > target.max_bookings) {
      blocked.push(slot.id);
    } else if (slot.max_bookings !== target.max_bookings) {
      resize.set(target.max_bookings, [...(resize.get(target.max_bookings) ?? []), slot.id]);
    }
  }
  if (blocked.length > 0) await refuse(trx, blocked);

  let removed = 0;
  if (gone.length > 0) {
    await trx
      .deleteFrom('appointment_slots')
      .where('id', 'in', gone)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(selectFrom('appointments').select('id').whereRef('appointments.slot_id', '=', 'appointment_slots.id')),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('doctor_leave_bookings')
              .select('appointment_id')
              .whereRef('doctor_leave_bookings.slot_id', '=', 'appointment_slots.id'),
          ),
        ),
      )
      .execute();
    // A slot a cancelled visit still points at stays, closed: the visit's history keeps its date and time; so does
    // one a leave caught a booking on (the leave's list names it), though that patient has moved since.
    await trx.updateTable('appointment_slots').set({ is_available: false }).where('id', 'in', gone).execute();
    removed = gone.length;
  }
  let resized = 0;
  for (const [places, ids] of resize) {
    await trx.updateTable('appointment_slots').set({ max_bookings: places }).where('id', 'in', ids).execute();
    resized += ids.length;
  }
  const opened = await insertMissingSlots(trx, [...planned.values()]);
  return { opened, removed, resized };
}
