// Patients' rights (docs/data-protection.md): each consent a patient gives or withdraws, per purpose, with its time
// and the version of the wording they saw; and their requests to be erased, one open request per patient, with the
// date it must be answered by.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Append-only: the patient's consent to a purpose now is their latest row for it (across their bookings).
  await db.schema
    .createTable('consent_records')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('appointment_id', 'uuid', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('granted', 'boolean', (c) => c.notNull())
    .addColumn('wording_version', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('consent_records_purpose', sql`purpose in ('care', 'reminders', 'newsletter', 'marketing')`)
    .addCheckConstraint('consent_records_source', sql`source in ('booking', 'manage_link')`)
    .execute();
  await db.schema
    .createIndex('consent_records_appointment_idx')
    .on('consent_records')
    .columns(['appointment_id', 'purpose'])
    .execute();
  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The patient as patients/patient-key.ts names them when they asked, and the booking whose link they used.
    .addColumn('patient_key', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'uuid', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('erasure'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // 21 working days after the request (rights/working-days.ts), a Colombo calendar day.
    .addColumn('due_on', 'date', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('completed_by', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addCheckConstraint('data_requests_kind', sql`kind in ('erasure')`)
    .addCheckConstraint('data_requests_status', sql`status in ('open', 'completed')`)
    .execute();
  // One open request per patient: a second request (or a parallel copy) meets this index and answers the open one.
  await db.schema
    .createIndex('data_requests_one_open_idx')
    .on('data_requests')
    .column('patient_key')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_requests').execute();
  await db.schema.dropTable('consent_records').execute();
}
