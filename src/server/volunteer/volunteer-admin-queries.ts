import type { Kysely, Selectable } from 'kysely';
import {
  readAdditionalInfo,
  type VolunteerApplicationView,
  type VolunteerStatusChange,
} from '../../shared/volunteer/volunteer-admin.ts';
import type { Actor } from '../admin/activity-log.ts';
import type { Database, VolunteerApplicationsTable } from '../db/schema.ts';
import { updateApplicationStatus } from './application-queries.ts';
import { eventTypeLabel } from './catalog.ts';

type ApplicationRow = Selectable<VolunteerApplicationsTable>;

/**
 * The application as the screen shows it. A documented-shape application has no nationality, city, flexibility or
 * previous volunteering of its own: they are read out of its `additional_info` (readAdditionalInfo), and whatever
 * else it says is shown as it is. Health details only for `health` readers.
 */
function toView(row: ApplicationRow, health: boolean, earlier?: ApplicationRow): VolunteerApplicationView {
  const info = readAdditionalInfo(row.additional_info);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city || info.fields.city || null,
    country: row.country,
    applicationDate: row.created_at.toISOString(),
    dateOfBirth: row.date_of_birth,
    nationality: row.nationality || info.fields.nationality || null,
    program: row.program_id,
    event: row.event_type ? eventTypeLabel(row.event_type) : null,
    preferredStartDate: row.preferred_start_date,
    duration: row.duration,
    durationWeeks: row.duration_weeks,
    flexibility: row.flexibility || info.fields.flexibility || null,
    previousVolunteering: row.previous_volunteering || info.fields.previousVolunteering || null,
    relevantExperience: row.relevant_experience,
    motivation: row.motivation,
    expectations: row.expectations,
    additionalInfo: info.rest,
    ...(health ? { medicalConditions: row.medical_conditions, dietaryRequirements: row.dietary_requirements } : {}),
    emergencyContactName: row.emergency_contact_name,
    emergencyContactPhone: row.emergency_contact_phone,
    emergencyContactRelation: row.emergency_contact_relation,
    status: row.status,
    reviewNotes: row.review_notes,
    duplicateOf: earlier
      ? { id: earlier.id, applicationDate: earlier.created_at.toISOString(), status: earlier.status }
      : null,
  };
}

/** Every application, newest first; `health`: whether the reader may see health details (secondFactorRequired). */
export async function listApplications(
  db: Kysely<Database>,
  { health = false }: { health?: boolean } = {},
): Promise<VolunteerApplicationView[]> {
  const rows = await db.selectFrom('volunteer_applications').selectAll().orderBy('created_at', 'desc').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rows.map((row) => toView(row, health, row.duplicate_of ? byId.get(row.duplicate_of) : undefined));
}

/** Changes an application's status by the volunteer domain's one rule (application-queries.ts). */
export async function changeApplicationStatus(
  db: Kysely<Database>,
  change: VolunteerStatusChange,
  actor: Actor,
  health = false,
): Promise<{ application: VolunteerApplicationView; from: string }> {
  const { row, from } = await updateApplicationStatus(db, change, actor);
  const earlier = row.duplicate_of
    ? await db.selectFrom('volunteer_applications').selectAll().where('id', '=', row.duplicate_of).executeTakeFirst()
    : undefined;
  return { application: toView(row, health, earlier), from };
}
