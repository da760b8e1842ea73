import type { Kysely, Selectable } from 'kysely';
import type { VolunteerApplicationView, VolunteerStatusChange } from '../../shared/volunteer/volunteer-admin.ts';
import type { Actor } from '../admin/activity-log.ts';
import type { Database, VolunteerApplicationsTable } from '../db/schema.ts';
import { updateApplicationStatus } from './application-queries.ts';
import { eventTypeLabel } from './catalog.ts';

function toView(row: Selectable<VolunteerApplicationsTable>): VolunteerApplicationView {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    // Null when the application came in the documented API shape (docs/api.md): shown as not given.
    city: row.city ?? '',
    country: row.country,
    applicationDate: row.created_at.toISOString(),
    dateOfBirth: row.date_of_birth,
    nationality: row.nationality ?? '',
    program: row.program_id,
    event: row.event_type ? eventTypeLabel(row.event_type) : null,
    preferredStartDate: row.preferred_start_date,
    duration: row.duration ?? `${row.duration_weeks}-weeks`,
    flexibility: row.flexibility ?? '',
    relevantExperience: row.relevant_experience,
    motivation: row.motivation,
    expectations: row.expectations,
    emergencyContactName: row.emergency_contact_name,
    emergencyContactPhone: row.emergency_contact_phone,
    emergencyContactRelation: row.emergency_contact_relation,
    status: row.status,
    reviewNotes: row.review_notes,
  };
}

export async function listApplications(db: Kysely<Database>): Promise<VolunteerApplicationView[]> {
  const rows = await db.selectFrom('volunteer_applications').selectAll().orderBy('created_at', 'desc').execute();
  return rows.map(toView);
}

/** Changes an application's status by the volunteer domain's one rule (application-queries.ts). */
export async function changeApplicationStatus(
  db: Kysely<Database>,
  change: VolunteerStatusChange,
  actor: Actor,
): Promise<{ application: VolunteerApplicationView; from: string }> {
  const { row, from } = await updateApplicationStatus(db, change, actor);
  return { application: toView(row), from };
}
