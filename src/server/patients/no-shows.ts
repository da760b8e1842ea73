// A patient's no-show count: how many of their bookings (all of their phone's and merged keys', patient-key.ts)
// ended as no-shows. The one rule the Patients screen and the day sheet both show.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { patientKey } from './patient-key.ts';

/** The no-show count of each patient key given (keys without any are left out). */
export async function noShowCounts(db: Kysely<Database>, keys: readonly string[]): Promise<Map<string, number>> {
  // `in ()` is no SQL.
  if (keys.length === 0) return new Map();
  const key = patientKey('a');
  const rows = await db
    .selectFrom('appointments as a')
    .select([key.as('key'), sql<string>`count(*)`.as('count')])
    .where('a.status', '=', 'no_show')
    .where(key, 'in', [...new Set(keys)])
    .groupBy(key)
    .execute();
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}
