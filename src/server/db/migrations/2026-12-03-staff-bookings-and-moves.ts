// Bookings made by staff for a caller or a walk-in, and visits moved to another slot (docs/product-rules.md
// "Bookings by staff", "Moving a visit"): who booked and how, a walk-in without an e-mail address, and the calendar
// file's SEQUENCE, raised at each move so a patient's calendar replaces the event instead of adding a second one.
import { type Kysely, type RawBuilder, sql } from 'kysely';

/** One live booking per patient (by e-mail address) and slot, among the bookings `where` keeps. */
function onePerPatientAndSlot(db: Kysely<unknown>, where: RawBuilder<boolean>) {
  return db.schema
    .createIndex('appointments_one_per_patient_slot')
    .on('appointments')
    .columns(['slot_id', sql`lower(patient_email)`])
    .unique()
    .where(where)
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointments')
    .addColumn('booked_via', 'text', (c) =>
      c.notNull().defaultTo('online').check(sql`booked_via in ('online', 'phone', 'walk_in')`),
    )
    .addColumn('booked_by', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('calendar_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One live booking per patient and slot, by e-mail address where there is one: a walk-in has none, and two
  // walk-ins without one are two people (a double click is caught by the idempotency key instead).
  await db.schema.dropIndex('appointments_one_per_patient_slot').execute();
  await onePerPatientAndSlot(db, sql<boolean>`status <> 'cancelled' and patient_email <> ''`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_one_per_patient_slot').execute();
  await onePerPatientAndSlot(db, sql<boolean>`status <> 'cancelled'`);
  await db.schema.alterTable('appointments').dropColumn('calendar_sequence').execute();
  await db.schema.alterTable('appointments').dropColumn('booked_by').execute();
  await db.schema.alterTable('appointments').dropColumn('booked_via').execute();
}
