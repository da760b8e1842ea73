// Doctors' weekly sessions as staff manage them (docs/product-rules.md "Doctors and sessions"): each session holds
// from a Colombo date (and until the day before a later schedule takes over), and is either slots of a length or
// one channelling session of numbered places; doctors' names and specialties in Sinhala and Tamil where given.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('doctors')
    .addColumn('name_si', 'text')
    .addColumn('name_ta', 'text')
    .addColumn('specialization_si', 'text')
    .addColumn('specialization_ta', 'text')
    .execute();

  await db.schema
    .alterTable('doctor_schedules')
    .addColumn('effective_from', 'date')
    .addColumn('effective_until', 'date')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('slots').check(sql`kind in ('slots', 'numbers')`))
    .execute();
  // A session kept from before has held since the first slot it opened (today when it opened none yet).
  await sql`
    update doctor_schedules ds set effective_from = coalesce(
      (select min(s.slot_date) from appointment_slots s
       where s.doctor_id = ds.doctor_id and s.medical_center_id = ds.medical_center_id),
      (now() at time zone 'Asia/Colombo')::date)`.execute(db);
  await db.schema
    .alterTable('doctor_schedules')
    .alterColumn('effective_from', (c) => c.setNotNull())
    .execute();
  // A channelling session is one slot of numbered places: it has no slot length.
  await db.schema
    .alterTable('doctor_schedules')
    .alterColumn('slot_minutes', (c) => c.dropNotNull())
    .execute();
  const checks = {
    doctor_schedules_slot_length_check: sql`(kind = 'slots') = (slot_minutes is not null)`,
    doctor_schedules_effective_check: sql`effective_until is null or effective_until >= effective_from`,
    doctor_schedules_places_check: sql`max_bookings between 1 and 100`,
  };
  for (const [name, check] of Object.entries(checks)) {
    await db.schema.alterTable('doctor_schedules').addCheckConstraint(name, check).execute();
  }
  await db.schema.alterTable('doctor_schedules').dropConstraint('doctor_schedules_unique').execute();
  await db.schema
    .alterTable('doctor_schedules')
    .addUniqueConstraint('doctor_schedules_unique', [
      'doctor_id',
      'medical_center_id',
      'effective_from',
      'weekday',
      'start_time',
    ])
    .execute();
}

/** Keeps only the sessions in force today and after (one per weekday and start), as they were before. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from doctor_schedules where kind = 'numbers'
    or (effective_until is not null and effective_until < (now() at time zone 'Asia/Colombo')::date)`.execute(db);
  await sql`delete from doctor_schedules a using doctor_schedules b
    where a.doctor_id = b.doctor_id and a.medical_center_id = b.medical_center_id and a.weekday = b.weekday
      and a.start_time = b.start_time and a.effective_from < b.effective_from`.execute(db);
  await db.schema.alterTable('doctor_schedules').dropConstraint('doctor_schedules_unique').execute();
  await db.schema
    .alterTable('doctor_schedules')
    .addUniqueConstraint('doctor_schedules_unique', ['doctor_id', 'medical_center_id', 'weekday', 'start_time'])
    .execute();
  await db.schema.alterTable('doctor_schedules').dropConstraint('doctor_schedules_places_check').execute();
  await db.schema.alterTable('doctor_schedules').dropConstraint('doctor_schedules_effective_check').execute();
  await db.schema.alterTable('doctor_schedules').dropConstraint('doctor_schedules_slot_length_check').execute();
  await db.schema
    .alterTable('doctor_schedules')
    .alterColumn('slot_minutes', (c) => c.setNotNull())
    .execute();
  await db.schema.alterTable('doctor_schedules').dropColumn('kind').execute();
  await db.schema.alterTable('doctor_schedules').dropColumn('effective_until').execute();
  await db.schema.alterTable('doctor_schedules').dropColumn('effective_from').execute();
  for (const column of ['specialization_ta', 'specialization_si', 'name_ta', 'name_si']) {
    await db.schema.alterTable('doctors').dropColumn(column).execute();
  }
}
