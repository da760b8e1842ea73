// The waitlist's part of the scheduled run (every 5 minutes, netlify/functions/dispatch-outbox.ts): offers whose
// hold has lapsed end, and their place passes to the next person waiting (freePlace); then every free place of a day
// people wait for gets its one offer: the places freed during the quiet hours (21:00-07:00 Colombo, offered from
// 07:00), and places a schedule change or an ended leave opened.
import type { Kysely } from 'kysely';
import { BOOKING_WINDOW_DAYS } from '../../shared/booking/booking-schema.ts';
import { addDays, colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import { inQuietHours } from '../../shared/waitlist/waitlist.ts';
import type { Database } from '../db/schema.ts';
import { mayOffer, offerFreedPlace } from './offer-place.ts';
import { endEntry } from './waitlist-entries.ts';

/** Ends the offers whose hold ran out by `now`, each passing its place on; answers how many ended. */
export async function expireWaitlistOffers(db: Kysely<Database>, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .execute();
  let ended = 0;
  for (const { id } of due) {
    const lapsed = await db.transaction().execute((trx) => endEntry(trx, id, ['offered'], 'lapsed', now, true));
    if (lapsed) ended++;
  }
  return ended;
}

/** Thrown to undo taking a place that nobody was waiting for after all. */
class NoOneWaiting extends Error {}

/** Offers each free place of the days people wait for (one place, one person, one offer); answers how many. */
export async function offerFreePlaces(db: Kysely<Database>, now = new Date()): Promise<number> {
  if (inQuietHours(colomboTimeOfDay(now))) return 0;
  const today = colomboToday(now);
  const slots = await db
    .selectFrom('appointment_slots as s')
    .innerJoin('waitlist_entries as w', (join) =>
      join
        .onRef('w.doctor_id', '=', 's.doctor_id')
        .onRef('w.medical_center_id', '=', 's.medical_center_id')
        .onRef('w.slot_date', '=', 's.slot_date'),
    )
    .select(['s.id', 's.slot_date', 's.slot_time'])
    .distinct()
    .where('w.status', '=', 'waiting')
    .where('s.is_available', '=', true)
    .whereRef('s.current_bookings', '<', 's.max_bookings')
    .where('s.slot_date', '>=', today)
    .where('s.slot_date', '<=', addDays(today, BOOKING_WINDOW_DAYS - 1))
    .orderBy('s.slot_date')
    .orderBy('s.slot_time')
    .execute();
  let offered = 0;
  for (const slot of slots.filter((candidate) => mayOffer(now, candidate.slot_date, candidate.slot_time))) {
    while (await offerOnePlace(db, slot.id, now)) offered++;
  }
  return offered;
}

/** Takes one free place of the slot for the first person waiting; false when none is free or nobody waits. */
async function offerOnePlace(db: Kysely<Database>, slotId: string, now: Date): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable('appointment_slots')
        .set((eb) => ({ current_bookings: eb('current_bookings', '+', 1) }))
        .where('id', '=', slotId)
        .where('is_available', '=', true)
        .whereRef('current_bookings', '<', 'max_bookings')
        .returning('id')
        .executeTakeFirst();
      if (!taken) return false;
      if (!(await offerFreedPlace(trx, slotId, now))) throw new NoOneWaiting();
      return true;
    });
  } catch (error) {
    if (error instanceof NoOneWaiting) return false;
    throw error;
  }
}

/** The scheduled run's waitlist step. */
export async function runWaitlist(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ lapsed: number; offered: number }> {
  const lapsed = await expireWaitlistOffers(db, now);
  return { lapsed, offered: await offerFreePlaces(db, now) };
}
