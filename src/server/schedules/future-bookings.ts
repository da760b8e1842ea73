// The visits still to come of doctors (at any centre): what stands between a doctor and retirement.
import { type Kysely, sql } from 'kysely';
import { colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';

/** The statuses of a visit that holds a place and has not happened yet. */
const UPCOMING = ['pending', 'confirmed', 'arrived'] as const;

/** Doctor id -> how many of their visits are still to come (doctors without any are left out). */
export async function futureBookingCounts(
  db: Kysely<Database>,
  doctorIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  if (doctorIds.length === 0) return new Map();
  const today = colomboToday(now);
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .select(['s.doctor_id', sql<number>`count(*)::int`.as('count')])
    .where('s.doctor_id', 'in', doctorIds)
    .where('a.status', 'in', UPCOMING)
    .where((eb) =>
      eb.or([
        eb('s.slot_date', '>', today),
        eb.and([eb('s.slot_date', '=', today), eb('s.slot_time', '>', colomboTimeOfDay(now))]),
      ]),
    )
    .groupBy('s.doctor_id')
    .execute();
  return new Map(rows.map((row) => [row.doctor_id, Number(row.count)]));
}
