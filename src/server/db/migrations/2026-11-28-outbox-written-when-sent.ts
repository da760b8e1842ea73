// An e-mail may be queued as its message's name and values and written when it is sent (docs/booking-speed.md
// "Ninth round"): such a row has a template and no body yet. Every row has one or the other.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').addColumn('template', 'jsonb').execute();
  await db.schema
    .alterTable('outbox_messages')
    .alterColumn('body', (c) => c.dropNotNull())
    .execute();
  await db.schema
    .alterTable('outbox_messages')
    .addCheckConstraint('outbox_messages_body_or_template', sql`body is not null or template is not null`)
    .execute();
}

/** Fails while an e-mail waits to be written: those rows have no body to keep, and a message is never dropped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox_messages').dropConstraint('outbox_messages_body_or_template').execute();
  await db.schema
    .alterTable('outbox_messages')
    .alterColumn('body', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('outbox_messages').dropColumn('template').execute();
}
