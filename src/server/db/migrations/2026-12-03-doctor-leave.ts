// A doctor's leave or a centre's closure (docs/product-rules.md "Leave and closures"): what staff marked, and each
// live booking it caught, with the slot the booking was on then, so staff can see who has moved, who cancelled and
// who has not answered (the appointment's slot and status now, compared with that slot).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('doctor_leaves')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('medical_center_id', 'text', (c) => c.notNull().references('medical_centers.id'))
    // Null: the whole centre is closed (a Poya day), every doctor's slots there.
    .addColumn('doctor_id', 'uuid', (c) => c.references('doctors.id'))
    .addColumn('first_date', 'date', (c) => c.notNull())
    .addColumn('last_date', 'date', (c) => c.notNull())
    // Both null: whole days; both set: the slots starting from start_time until before end_time, on one day.
    .addColumn('start_time', 'time')
    .addColumn('end_time', 'time')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('patient_reason', 'text')
    .addColumn('created_by', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('doctor_leaves_dates', sql`last_date >= first_date`)
    .addCheckConstraint(
      'doctor_leaves_times',
      sql`(start_time is null and end_time is null) or (start_time < end_time and first_date = last_date)`,
    )
    .execute();
  await db.schema
    .createIndex('doctor_leaves_center_idx')
    .on('doctor_leaves')
    .columns(['medical_center_id', 'last_date'])
    .execute();
  await db.schema
    .createTable('doctor_leave_bookings')
    .addColumn('leave_id', 'uuid', (c) => c.notNull().references('doctor_leaves.id').onDelete('cascade'))
    .addColumn('appointment_id', 'uuid', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('slot_id', 'uuid', (c) => c.notNull().references('appointment_slots.id'))
    // False when an overlapping leave had already told the patient about this very slot.
    .addColumn('notified', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('doctor_leave_bookings_pk', ['leave_id', 'appointment_id'])
    .execute();
  // The slots this leave closed when it was marked (open until then): what undoing it may reopen, and no other.
  await db.schema
    .createTable('doctor_leave_slots')
    .addColumn('leave_id', 'uuid', (c) => c.notNull().references('doctor_leaves.id').onDelete('cascade'))
    .addColumn('slot_id', 'uuid', (c) => c.notNull().references('appointment_slots.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('doctor_leave_slots_pk', ['leave_id', 'slot_id'])
    .execute();
  await db.schema
    .createIndex('doctor_leave_bookings_appointment_idx')
    .on('doctor_leave_bookings')
    .columns(['appointment_id', 'slot_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('doctor_leave_slots').execute();
  await db.schema.dropTable('doctor_leave_bookings').execute();
  await db.schema.dropTable('doctor_leaves').execute();
}
