// The inbox (docs/product-rules.md "Inbox"): contact messages, donation pledges and volunteer feedback get a status
// staff move along and a read mark; a pledge matched to its transfer keeps the amount and day that arrived. A
// contact message's 'replied' becomes 'answered', a pledge's 'cancelled' becomes 'lapsed' (the inbox's words).
import { type Kysely, sql } from 'kysely';

const oneOf = (values: readonly string[]) => sql`status in (${sql.join(values.map((value) => sql.lit(value)))})`;

async function recheck(db: Kysely<unknown>, table: string, values: readonly string[]): Promise<void> {
  await db.schema.alterTable(table).addCheckConstraint(`${table}_status_check`, oneOf(values)).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contact_messages').dropConstraint('contact_messages_status_check').execute();
  await sql`update contact_messages set status = 'answered' where status = 'replied'`.execute(db);
  await recheck(db, 'contact_messages', ['new', 'answered', 'closed']);
  await db.schema.alterTable('contact_messages').addColumn('read_at', 'timestamptz').execute();

  await db.schema.alterTable('donation_pledges').dropConstraint('donation_pledges_status_check').execute();
  await sql`update donation_pledges set status = 'lapsed' where status = 'cancelled'`.execute(db);
  await recheck(db, 'donation_pledges', ['pledged', 'received', 'lapsed']);
  await db.schema
    .alterTable('donation_pledges')
    .addColumn('received_amount', 'numeric(12, 2)', (c) => c.check(sql`received_amount > 0`))
    .addColumn('received_on', 'date')
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('donation_pledges')
    .addCheckConstraint(
      'donation_pledges_received_check',
      sql`(status = 'received') = (received_amount is not null and received_on is not null)`,
    )
    .execute();

  await db.schema
    .alterTable('volunteer_feedback')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('read_at', 'timestamptz')
    .execute();
  await recheck(db, 'volunteer_feedback', ['new', 'answered', 'closed']);

  // The inbox lists newest first, one kind at a time or all three.
  for (const table of ['contact_messages', 'donation_pledges', 'volunteer_feedback']) {
    await db.schema.createIndex(`${table}_created_idx`).ifNotExists().on(table).column('created_at desc').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['contact_messages', 'donation_pledges', 'volunteer_feedback']) {
    await db.schema.dropIndex(`${table}_created_idx`).ifExists().execute();
  }
  await db.schema.alterTable('volunteer_feedback').dropColumn('read_at').dropColumn('status').execute();
  await db.schema.alterTable('donation_pledges').dropConstraint('donation_pledges_received_check').execute();
  await db.schema
    .alterTable('donation_pledges')
    .dropColumn('read_at')
    .dropColumn('received_on')
    .dropColumn('received_amount')
    .execute();
  await db.schema.alterTable('donation_pledges').dropConstraint('donation_pledges_status_check').execute();
  await sql`update donation_pledges set status = 'cancelled' where status = 'lapsed'`.execute(db);
  await recheck(db, 'donation_pledges', ['pledged', 'received', 'cancelled']);
  await db.schema.alterTable('contact_messages').dropColumn('read_at').execute();
  await db.schema.alterTable('contact_messages').dropConstraint('contact_messages_status_check').execute();
  await sql`update contact_messages set status = 'replied' where status = 'answered'`.execute(db);
  await recheck(db, 'contact_messages', ['new', 'replied', 'closed']);
}
