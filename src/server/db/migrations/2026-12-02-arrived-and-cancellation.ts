// The front desk's status flow (docs/product-rules.md "Appointment status"): a patient marked as arrived, when, and
// who cancelled a visit and why (told to the patient, shown to staff).
import { type Kysely, sql } from 'kysely';
import { APPOINTMENT_STATUSES } from '../../../shared/enums.ts';

const statusCheck = (statuses: readonly string[]) =>
  sql`status in (${sql.join(statuses.map((status) => sql.lit(status)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropConstraint('appointments_status_check').execute();
  await db.schema
    .alterTable('appointments')
    .addCheckConstraint('appointments_status_check', statusCheck(APPOINTMENT_STATUSES))
    .execute();
  await db.schema
    .alterTable('appointments')
    .addColumn('arrived_at', 'timestamptz')
    .addColumn('cancelled_by', 'text', (c) => c.check(sql`cancelled_by in ('patient', 'staff')`))
    .addColumn('cancellation_reason', 'text')
    .execute();
}

/** Fails while an appointment is marked as arrived: that outcome has no status to go back to. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('cancellation_reason').execute();
  await db.schema.alterTable('appointments').dropColumn('cancelled_by').execute();
  await db.schema.alterTable('appointments').dropColumn('arrived_at').execute();
  await db.schema.alterTable('appointments').dropConstraint('appointments_status_check').execute();
  await db.schema
    .alterTable('appointments')
    .addCheckConstraint(
      'appointments_status_check',
      statusCheck(APPOINTMENT_STATUSES.filter((status) => status !== 'arrived')),
    )
    .execute();
}
