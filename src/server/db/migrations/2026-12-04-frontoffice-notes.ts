// Notes with history (docs/product-rules.md "Notes"): on an appointment, a patient, an application or an inbox
// item, each note is an entry with its author and time, never edited in place (a correction is a new entry). A
// health note is shown only on request and each showing is logged. An application's one free-text review note
// becomes its first entry, kept with who reviewed it and when.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notes')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('subject_kind', 'text', (c) =>
      c.notNull().check(sql`subject_kind in ('appointment', 'patient', 'application', 'inbox')`),
    )
    /** An appointment's, application's or inbox item's id, or a patient's key. */
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('author_id', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull().check(sql`char_length(body) between 1 and 5000`))
    .addColumn('health', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notes_subject_idx')
    .on('notes')
    .columns(['subject_kind', 'subject_id', 'created_at'])
    .execute();
  await sql`
    insert into notes (subject_kind, subject_id, author_id, body, created_at)
    select 'application', id::text, reviewed_by, left(review_notes, 5000), coalesce(reviewed_at, updated_at)
    from volunteer_applications
    where nullif(trim(review_notes), '') is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notes').execute();
}
