// The waitlist (docs/product-rules.md "Waitlist"): people waiting for a place with a doctor at a centre on a full
// day, in order, and the one offer each may hold. An offer holds one place of one slot: the place stays counted in
// the slot's current_bookings while the offer is live, so every other booking and the slots answer see it taken.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('doctor_id', 'uuid', (c) => c.notNull().references('doctors.id'))
    .addColumn('medical_center_id', 'text', (c) => c.notNull().references('medical_centers.id'))
    .addColumn('slot_date', 'date', (c) => c.notNull())
    .addColumn('service_id', 'uuid', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('patient_phone', 'text', (c) => c.notNull())
    .addColumn('patient_email', 'text', (c) => c.notNull())
    .addColumn('preferred_language', 'text', (c) => c.notNull())
    // SHA-256 of the private link's token, as for the manage link.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // waiting -> offered -> booked | declined | lapsed; waiting or offered -> left.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting'))
    // Lower goes first; joining takes the clock's epoch, "move to top" one less than the first.
    .addColumn('queue_position', 'double precision', (c) => c.notNull().defaultTo(sql`extract(epoch from now())`))
    .addColumn('offer_slot_id', 'uuid', (c) => c.references('appointment_slots.id'))
    .addColumn('offered_at', 'timestamptz')
    .addColumn('offer_expires_at', 'timestamptz')
    // Set in the booking's transaction before its insert: checked at commit.
    .addColumn('appointment_id', 'uuid', (c) =>
      c.references('appointments.id').modifyEnd(sql`deferrable initially deferred`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'waitlist_entries_status',
      sql`status in ('waiting', 'offered', 'booked', 'declined', 'lapsed', 'left')`,
    )
    // No hold without an expiry.
    .addCheckConstraint(
      'waitlist_entries_offer',
      sql`status <> 'offered' or (offer_slot_id is not null and offer_expires_at is not null)`,
    )
    .execute();
  // One live entry per person (their e-mail) per doctor, centre and day.
  await sql`create unique index waitlist_entries_one_per_person on waitlist_entries
    (doctor_id, medical_center_id, slot_date, lower(patient_email)) where status in ('waiting', 'offered')`.execute(db);
  await db.schema
    .createIndex('waitlist_entries_queue_idx')
    .on('waitlist_entries')
    .columns(['doctor_id', 'medical_center_id', 'slot_date', 'status', 'queue_position'])
    .execute();
  await sql`create index waitlist_entries_offers_idx on waitlist_entries (offer_expires_at)
    where status = 'offered'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('waitlist_entries').execute();
}
