// Fixed-window rate limits kept in the database (functions share no memory): `limit` hits per `windowSeconds`
// for one key in one bucket. One atomic upsert per hit, so parallel requests cannot slip past the limit.
import { type Kysely, sql } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from './http-error.ts';

export interface RateLimit {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Counts a hit; returns the seconds until the window ends when the limit is exceeded, otherwise undefined. */
export async function hitRateLimit(
  db: Kysely<Database>,
  rule: RateLimit,
  key: string,
  now = new Date(),
): Promise<number | undefined> {
  const [wait] = await hitRateLimits(db, [{ rule, key }], now);
  return wait;
}

/**
 * Counts one hit in each of several (bucket, key) counters with one statement (a booking counts four: one round
 * trip instead of four); the rows are upserted, and so locked, in the order given. Returns, in the same order, the
 * seconds until each exceeded limit's window ends, or undefined for a limit not exceeded. The buckets must differ.
 */
export async function hitRateLimits(
  db: Kysely<Database>,
  hits: { rule: RateLimit; key: string }[],
  now = new Date(),
): Promise<(number | undefined)[]> {
  const rows = await db
    .insertInto('rate_limits')
    .values(
      hits.map(({ rule, key }) => ({
        bucket: rule.bucket,
        key,
        count: 1,
        window_ends_at: new Date(now.getTime() + rule.windowSeconds * 1000),
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'key']).doUpdateSet({
        count: sql`case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.count + 1 end`,
        window_ends_at: sql`case when rate_limits.window_ends_at <= ${now} then excluded.window_ends_at else rate_limits.window_ends_at end`,
      }),
    )
    .returning(['bucket', 'count', 'window_ends_at'])
    .execute();
  return hits.map(({ rule }) => {
    const row = rows.find((counted) => counted.bucket === rule.bucket);
    if (!row) throw new Error(`Rate limit ${rule.bucket} was not counted`);
    if (row.count <= rule.limit) return undefined;
    return Math.max(1, Math.ceil((row.window_ends_at.getTime() - now.getTime()) / 1000));
  });
}

/** How long to wait, as a message key (errors.wait.*): minutes up to 90, then whole hours. */
export function waitKey(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes > 90) return messageKey('errors.wait.hours', { count: Math.ceil(minutes / 60) });
  return messageKey(minutes === 1 ? 'errors.wait.minute' : 'errors.wait.minutes', { count: minutes });
}

/** Throws a 429 with `message(minutes)` when the limit is exceeded. */
export async function enforceRateLimit(
  db: Kysely<Database>,
  rule: RateLimit,
  key: string,
  message: (minutes: number) => string,
  now = new Date(),
): Promise<void> {
  const retryAfter = await hitRateLimit(db, rule, key, now);
  if (retryAfter === undefined) return;
  const minutes = Math.ceil(retryAfter / 60);
  throw new HttpError(429, message(minutes), { headers: { 'Retry-After': String(retryAfter) } });
}

/** Forgets the hits of one key (a successful login clears its failures). */
export async function resetRateLimit(db: Kysely<Database>, bucket: string, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('bucket', '=', bucket).where('key', '=', key).execute();
}

/** Gives back one hit of the current window (a reserved attempt that turned out not to count). */
export async function refundRateLimit(db: Kysely<Database>, rule: RateLimit, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql`greatest(count - 1, 0)` })
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .execute();
}
