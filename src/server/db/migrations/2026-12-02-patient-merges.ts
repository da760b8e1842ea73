// A patient is a person, not an e-mail address (docs/product-rules.md "Patients"): bookings are grouped by the phone
// number in its E.164 digits (the e-mail only where there is no phone), so a walk-in without e-mail and an online
// booking by the same phone are one patient; and two groups staff know to be one person are merged, kept here.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The digits of toE164 (shared/phone-numbers.ts): '077 123 4567', '+94 77 123 4567' and '0094771234567' alike.
  await sql`
    create function patient_base_key(phone text, email text) returns text language sql immutable as $$
      select coalesce(
        'tel:' || nullif(case
          when d ~ '^00[1-9]' then substr(d, 3)
          when d ~ '^0[0-9]{9}$' then '94' || substr(d, 2)
          when d ~ '^[1-9][0-9]{8}$' then '94' || d
          else d
        end, ''),
        'mail:' || nullif(lower(trim(email)), '')
      )
      from (select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as d) digits
    $$`.execute(db);
  await db.schema
    .createTable('patient_merges')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('into_key', 'text', (c) => c.notNull())
    .addColumn('merged_by', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('merged_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('patient_merges_not_itself', sql`key <> into_key`)
    .execute();
  await db.schema.createIndex('patient_merges_into_idx').on('patient_merges').column('into_key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('patient_merges').execute();
  await sql`drop function patient_base_key(text, text)`.execute(db);
}
