// The documented request shapes of the public API (docs/api.md) carry less than the site's own forms: a booking
// may name the patient in patient_name only, and an application in the documented shape gives full_name, no
// nationality, city or availability text (they are folded into its additional_info) and duration_weeks instead of
// a duration choice. Those columns hold a value when the client gave one and null otherwise.
import type { Kysely } from 'kysely';

const APPOINTMENT_COLUMNS = ['first_name', 'last_name'];
const APPLICATION_COLUMNS = ['nationality', 'city', 'flexibility', 'duration'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of APPOINTMENT_COLUMNS) {
    await db.schema
      .alterTable('appointments')
      .alterColumn(column, (c) => c.dropNotNull())
      .execute();
  }
  for (const column of APPLICATION_COLUMNS) {
    await db.schema
      .alterTable('volunteer_applications')
      .alterColumn(column, (c) => c.dropNotNull())
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of APPOINTMENT_COLUMNS) {
    await db.schema
      .alterTable('appointments')
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  }
  for (const column of APPLICATION_COLUMNS) {
    await db.schema
      .alterTable('volunteer_applications')
      .alterColumn(column, (c) => c.setNotNull())
      .execute();
  }
}
