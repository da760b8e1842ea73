// A booking retried with its idempotency key is answered with the first booking only when it is the same request:
// the fingerprint of what was asked is kept beside the key (booking/idempotency.ts), so a key sent again with another
// name, phone or slot is refused and learns nothing of the first booking.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('idempotency_fingerprint', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('idempotency_fingerprint').execute();
}
