// A second application from the same e-mail (any case) to the same programme while an earlier one is still open is
// stored but points at that earlier one (`duplicate_of`), so staff see the pair (docs/product-rules.md
// "Duplicate applications"). The index serves the check that runs under a lock at every submission.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('volunteer_applications')
    .addColumn('duplicate_of', 'uuid', (c) => c.references('volunteer_applications.id').onDelete('set null'))
    .execute();
  await sql`create index volunteer_applications_email_program_idx
    on volunteer_applications (lower(email), program_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index volunteer_applications_email_program_idx`.execute(db);
  await db.schema.alterTable('volunteer_applications').dropColumn('duplicate_of').execute();
}
