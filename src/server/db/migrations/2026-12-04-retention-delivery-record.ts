// Exactly-once SMS by a record of what was sent (src/server/outbox/dispatch.ts): each outbox row keeps when its
// latest attempt began, and since when an attempt's outcome is unknown (the provider never answered, or the run
// ended before the row was marked sent). A message retried after such an attempt is looked up at the provider
// before it is sent again. Rows already retried when this runs count as unknown since they were queued.
// A sent message older than its retention period loses its text and recipient (src/server/retention/retention.ts)
// and keeps the row, the record that it went: `redacted_at` says when, and stands in for the text it no longer has.
// The activity log keeps no free text about a patient: the reason staff gave when cancelling (which may name a
// health matter) stays on the appointment only, and leaves the entries already written.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('outbox_messages')
    .addColumn('attempt_started_at', 'timestamptz')
    .addColumn('unresolved_since', 'timestamptz')
    .addColumn('redacted_at', 'timestamptz')
    .execute();
  await db.schema.alterTable('outbox_messages').dropConstraint('outbox_messages_body_or_template').execute();
  await db.schema
    .alterTable('outbox_messages')
    .addCheckConstraint(
      'outbox_messages_body_or_template',
      sql`body is not null or template is not null or redacted_at is not null`,
    )
    .execute();
  await sql`update outbox_messages set unresolved_since = created_at
    where status in ('pending', 'sending') and attempts > 0`.execute(db);
  await sql`update admin_activity_logs set metadata = metadata - 'reason' where metadata ? 'reason' and metadata->>'to' = 'cancelled'`.execute(
    db,
  );
}

/** Fails once a message has been redacted: its text is gone. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropConstraint('outbox_messages_body_or_template').execute();
  await db.schema
    .alterTable('outbox_messages')
    .addCheckConstraint('outbox_messages_body_or_template', sql`body is not null or template is not null`)
    .execute();
  await db.schema
    .alterTable('outbox_messages')
    .dropColumn('attempt_started_at')
    .dropColumn('unresolved_since')
    .dropColumn('redacted_at')
    .execute();
}
