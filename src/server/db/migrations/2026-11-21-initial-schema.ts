// The whole data model of the product (docs/architecture.md). Every enumeration is a CHECK built from enums.ts,
// so the database refuses what the forms refuse; capacity and uniqueness are guarded here as the last line.
import { type Kysely, sql } from 'kysely';
import {
  ADMIN_ROLES,
  APPOINTMENT_STATUSES,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  DONATION_STATUSES,
  DONATION_TYPES,
  GENDERS,
  HEARD_FROM,
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  PAYMENT_METHODS,
  PREFERRED_LANGUAGES,
  REVIEW_DURATIONS,
  REVIEW_STATUSES,
  REVIEW_TREATMENTS,
  SERVICE_CATEGORIES,
  VOLUNTEER_DURATIONS,
  VOLUNTEER_PROGRAMS,
  VOLUNTEER_STATUSES,
} from '../../../shared/enums.ts';

/** `column IN ('a', 'b')` for a CHECK constraint, from one of the lists in enums.ts. */
function oneOf(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

const uuidPk = sql`gen_random_uuid()`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type (Kysely docs)
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(trim(name)) > 0`))
    .addColumn('subtitle', 'text')
    .addColumn('description', 'text', (c) => c.notNull().check(sql`length(trim(description)) > 0`))
    .addColumn('long_description', 'text')
    .addColumn('category', 'text', (c) =>
      c.notNull().defaultTo('traditional').check(oneOf('category', SERVICE_CATEGORIES)),
    )
    .addColumn('duration', 'integer', (c) => c.notNull().defaultTo(30).check(sql`duration >= 1`))
    .addColumn('sessions', 'text')
    .addColumn('price', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0).check(sql`price >= 0`))
    .addColumn('rating', 'numeric(2, 1)', (c) => c.notNull().defaultTo(0).check(sql`rating between 0 and 5`))
    .addColumn('total_reviews', 'integer', (c) => c.notNull().defaultTo(0).check(sql`total_reviews >= 0`))
    .addColumn('image_url', 'text')
    .addColumn('icon', 'text', (c) => c.notNull().defaultTo('🌿'))
    .addColumn('benefits', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'[]'::jsonb`).check(sql`jsonb_typeof(benefits) = 'array'`),
    )
    .addColumn('available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('services_listing_idx')
    .on('services')
    .columns(['available', 'featured', 'created_at'])
    .execute();

  await db.schema
    .createTable('medical_centers')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('opening_hours', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('doctors')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('title', 'text', (c) => c.notNull().defaultTo('Dr.'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('specialization', 'text', (c) => c.notNull())
    .addColumn('consultation_fee', 'numeric(10, 2)', (c) => c.notNull().defaultTo(0).check(sql`consultation_fee >= 0`))
    .addColumn('qualification', 'text')
    .addColumn('experience_years', 'integer', (c) => c.notNull().defaultTo(0).check(sql`experience_years >= 0`))
    .addColumn('bio', 'text')
    .addColumn('profile_image_url', 'text')
    .addColumn('phone', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('doctor_centers')
    .addColumn('doctor_id', 'uuid', (c) => c.notNull().references('doctors.id').onDelete('cascade'))
    .addColumn('medical_center_id', 'text', (c) => c.notNull().references('medical_centers.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('doctor_centers_pk', ['doctor_id', 'medical_center_id'])
    .execute();
  await db.schema.createIndex('doctor_centers_center_idx').on('doctor_centers').column('medical_center_id').execute();

  await db.schema
    .createTable('doctor_schedules')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('doctor_id', 'uuid', (c) => c.notNull())
    .addColumn('medical_center_id', 'text', (c) => c.notNull())
    .addColumn('weekday', 'smallint', (c) => c.notNull().check(sql`weekday between 0 and 6`))
    .addColumn('start_time', 'time', (c) => c.notNull())
    .addColumn('end_time', 'time', (c) => c.notNull())
    .addColumn('slot_minutes', 'integer', (c) => c.notNull().check(sql`slot_minutes between 5 and 240`))
    .addColumn('max_bookings', 'integer', (c) => c.notNull().defaultTo(1).check(sql`max_bookings >= 1`))
    .addForeignKeyConstraint(
      'doctor_schedules_doctor_center_fk',
      ['doctor_id', 'medical_center_id'],
      'doctor_centers',
      ['doctor_id', 'medical_center_id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addCheckConstraint('doctor_schedules_hours_check', sql`end_time > start_time`)
    .addUniqueConstraint('doctor_schedules_unique', ['doctor_id', 'medical_center_id', 'weekday', 'start_time'])
    .execute();

  await db.schema
    .createTable('appointment_slots')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('doctor_id', 'uuid', (c) => c.notNull())
    .addColumn('medical_center_id', 'text', (c) => c.notNull())
    .addColumn('slot_date', 'date', (c) => c.notNull())
    .addColumn('slot_time', 'time', (c) => c.notNull())
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('current_bookings', 'integer', (c) => c.notNull().defaultTo(0).check(sql`current_bookings >= 0`))
    .addColumn('max_bookings', 'integer', (c) => c.notNull().defaultTo(1).check(sql`max_bookings >= 1`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint(
      'appointment_slots_doctor_center_fk',
      ['doctor_id', 'medical_center_id'],
      'doctor_centers',
      ['doctor_id', 'medical_center_id'],
    )
    // Capacity is never exceeded, whatever the code above it does.
    .addCheckConstraint('appointment_slots_capacity_check', sql`current_bookings <= max_bookings`)
    .addUniqueConstraint('appointment_slots_unique', ['doctor_id', 'medical_center_id', 'slot_date', 'slot_time'])
    .execute();
  await db.schema.createIndex('appointment_slots_date_idx').on('appointment_slots').column('slot_date').execute();

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('slot_id', 'uuid', (c) => c.notNull().references('appointment_slots.id'))
    .addColumn('service_id', 'uuid', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('patient_name', 'text', (c) => c.notNull())
    .addColumn('patient_email', 'text', (c) => c.notNull())
    .addColumn('patient_phone', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date')
    .addColumn('gender', 'text', (c) => c.check(oneOf('gender', GENDERS)))
    .addColumn('preferred_language', 'text', (c) => c.check(oneOf('preferred_language', PREFERRED_LANGUAGES)))
    .addColumn('how_did_you_hear', 'text', (c) => c.check(oneOf('how_did_you_hear', HEARD_FROM)))
    .addColumn('health_conditions', 'text')
    .addColumn('current_medications', 'text')
    .addColumn('emergency_contact', 'text')
    .addColumn('emergency_phone', 'text')
    .addColumn('patient_notes', 'text')
    .addColumn('notes', 'text')
    .addColumn('health_consent_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', APPOINTMENT_STATUSES)))
    .addColumn('idempotency_key', 'text', (c) => c.unique())
    .addColumn('manage_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Health information is kept only with the patient's consent.
    .addCheckConstraint(
      'appointments_health_consent_check',
      sql`(health_conditions is null and current_medications is null) or health_consent_at is not null`,
    )
    .execute();
  // One live booking per patient and slot; a cancelled one does not block booking again.
  await db.schema
    .createIndex('appointments_one_per_patient_slot')
    .on('appointments')
    .columns(['slot_id', sql`lower(patient_email)`])
    .unique()
    .where(sql.ref('status'), '<>', 'cancelled')
    .execute();
  await db.schema.createIndex('appointments_created_idx').on('appointments').column('created_at').execute();
  await db.schema
    .createIndex('appointments_email_idx')
    .on('appointments')
    .columns([sql`lower(patient_email)`])
    .execute();

  await db.schema
    .createTable('admin_users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`).unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('staff').check(oneOf('role', ADMIN_ROLES)))
    .addColumn('permissions', 'jsonb', (c) =>
      c.notNull().defaultTo(sql`'{}'::jsonb`).check(sql`jsonb_typeof(permissions) = 'object'`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('admin_profiles')
    .addColumn('admin_user_id', 'uuid', (c) => c.primaryKey().references('admin_users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('avatar_url', 'text')
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('admin_user_id', 'uuid', (c) => c.notNull().references('admin_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_user_idx').on('admin_sessions').column('admin_user_id').execute();

  await db.schema
    .createTable('admin_activity_logs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('admin_user_id', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_activity_logs_created_idx')
    .on('admin_activity_logs')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(trim(name)) >= 2`))
    .addColumn('age', 'integer', (c) => c.notNull().check(sql`age between 16 and 120`))
    .addColumn('profession', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('condition', 'text', (c) => c.notNull())
    .addColumn('treatment', 'text', (c) => c.notNull().check(oneOf('treatment', REVIEW_TREATMENTS)))
    .addColumn('duration', 'text', (c) => c.notNull().check(oneOf('duration', REVIEW_DURATIONS)))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('review_text', 'text', (c) => c.notNull().check(sql`char_length(review_text) between 50 and 1000`))
    .addColumn('consent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(oneOf('review_status', REVIEW_STATUSES)),
    )
    .addColumn('admin_notes', 'text')
    .addColumn('reviewed_by', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reviews_status_created_idx')
    .on('reviews')
    .columns(['review_status', 'created_at'])
    .execute();

  await db.schema
    .createTable('volunteer_applications')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('date_of_birth', 'date', (c) => c.notNull())
    .addColumn('nationality', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('program_id', 'text', (c) => c.notNull().check(oneOf('program_id', VOLUNTEER_PROGRAMS)))
    .addColumn('event_type', 'text')
    .addColumn('preferred_start_date', 'date', (c) => c.notNull())
    .addColumn('duration', 'text', (c) => c.notNull().check(oneOf('duration', VOLUNTEER_DURATIONS)))
    .addColumn('duration_weeks', 'integer', (c) => c.notNull().defaultTo(4).check(sql`duration_weeks >= 1`))
    .addColumn('flexibility', 'text', (c) => c.notNull())
    .addColumn('relevant_experience', 'text', (c) => c.notNull())
    .addColumn('motivation', 'text', (c) => c.notNull())
    .addColumn('expectations', 'text', (c) => c.notNull())
    .addColumn('previous_volunteering', 'text')
    .addColumn('medical_conditions', 'text')
    .addColumn('dietary_requirements', 'text')
    .addColumn('emergency_contact_name', 'text', (c) => c.notNull())
    .addColumn('emergency_contact_phone', 'text', (c) => c.notNull())
    .addColumn('emergency_contact_relation', 'text', (c) => c.notNull())
    .addColumn('additional_info', 'text')
    .addColumn('agreement_accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', VOLUNTEER_STATUSES)))
    .addColumn('reviewed_by', 'uuid', (c) => c.references('admin_users.id').onDelete('set null'))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('review_notes', 'text')
    .addColumn('resume_url', 'text')
    .addColumn('cover_letter_url', 'text')
    .addColumn('reference_contacts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('volunteer_applications_status_idx')
    .on('volunteer_applications')
    .column('status')
    .execute();

  await db.schema
    .createTable('volunteer_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('volunteers_needed', 'integer', (c) => c.notNull().check(sql`volunteers_needed >= 0`))
    .addColumn('registered_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`registered_count >= 0`))
    .addCheckConstraint('volunteer_events_capacity_check', sql`registered_count <= volunteers_needed`)
    .execute();

  await db.schema
    .createTable('event_registrations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('event_id', 'text', (c) => c.notNull().references('volunteer_events.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('event_registrations_one_per_email')
    .on('event_registrations')
    .columns(['event_id', sql`lower(email)`])
    .unique()
    .execute();

  await db.schema
    .createTable('volunteer_feedback')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('volunteer_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('program_id', 'text', (c) => c.notNull().check(oneOf('program_id', VOLUNTEER_PROGRAMS)))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('feedback_text', 'text', (c) => c.notNull())
    .addColumn('suggestions', 'text')
    .addColumn('would_recommend', 'boolean', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull().check(oneOf('subject', CONTACT_SUBJECTS)))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(oneOf('status', CONTACT_STATUSES)))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('donation_pledges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'numeric(12, 2)', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('donation_type', 'text', (c) => c.notNull().check(oneOf('donation_type', DONATION_TYPES)))
    .addColumn('payment_method', 'text', (c) => c.notNull().check(oneOf('payment_method', PAYMENT_METHODS)))
    .addColumn('donor_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('is_anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pledged').check(oneOf('status', DONATION_STATUSES)))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`email = lower(email)`).unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('unsubscribed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count >= 0`))
    .addColumn('window_ends_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['bucket', 'key'])
    .execute();

  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(uuidPk))
    .addColumn('channel', 'text', (c) => c.notNull().check(oneOf('channel', OUTBOX_CHANNELS)))
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('attachments', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('dedupe_key', 'text', (c) => c.unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(oneOf('status', OUTBOX_STATUSES)))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0).check(sql`attempts >= 0`))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('provider_id', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('outbox_messages_due_idx')
    .on('outbox_messages')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'app_settings',
    'outbox_messages',
    'rate_limits',
    'newsletter_subscribers',
    'donation_pledges',
    'contact_messages',
    'volunteer_feedback',
    'event_registrations',
    'volunteer_events',
    'volunteer_applications',
    'reviews',
    'admin_activity_logs',
    'admin_sessions',
    'admin_profiles',
    'admin_users',
    'appointments',
    'appointment_slots',
    'doctor_schedules',
    'doctor_centers',
    'doctors',
    'medical_centers',
    'services',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
