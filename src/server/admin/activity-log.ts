// The admin activity log: who did what, when and from which address. Never a password, a token or health data.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface ActivityEntry {
  adminUserId: string | null;
  action: string;
  description: string;
  ip: string | null;
  metadata?: Record<string, string | number | boolean | null>;
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
