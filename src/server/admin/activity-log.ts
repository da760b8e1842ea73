// The admin activity log: who did what, when and from which address. Never a password, a token or health data.
// A staff change writes its entry inside its own transaction (pass the transaction as `db`), so the log never
// misses a change that was kept nor names one that was rolled back.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The staff member behind a change and the address they acted from, as the domain functions receive them. */
export interface Actor {
  adminId: string;
  ip: string | null;
}

export interface ActivityEntry {
  adminUserId: string | null;
  action: string;
  description: string;
  ip: string | null;
  metadata?: Record<string, string | number | boolean | null>;
}

/** The entry of a change made by `actor`. */
export function logChange(
  db: Kysely<Database>,
  actor: Actor,
  change: Pick<ActivityEntry, 'action' | 'description' | 'metadata'>,
  now = new Date(),
): Promise<void> {
  return logActivity(db, { adminUserId: actor.adminId, ip: actor.ip, ...change }, now);
}

export async function logActivity(db: Kysely<Database>, entry: ActivityEntry, now = new Date()): Promise<void> {
  await db
    .insertInto('admin_activity_logs')
    .values({
      admin_user_id: entry.adminUserId,
      action: entry.action,
      description: entry.description,
      metadata: JSON.stringify(entry.metadata ?? {}),
      ip: entry.ip,
      created_at: now,
    })
    .execute();
}
