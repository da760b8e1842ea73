import type { Kysely, Selectable } from 'kysely';
import type { Database, VolunteerApplicationsTable } from '../db/schema.ts';
import { volunteerDecisionEmails } from '../email/messages.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { canTransition } from '../volunteer/application-status.ts';
import type { VolunteerApplicationView, VolunteerStatusChange } from './volunteer-admin.ts';

function toView(row: Selectable<VolunteerApplicationsTable>): VolunteerApplicationView {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    city: row.city,
    country: row.country,
    applicationDate: row.created_at.toISOString(),
    dateOfBirth: row.date_of_birth,
    nationality: row.nationality,
    program: row.program_id,
    preferredStartDate: row.preferred_start_date,
    duration: row.duration,
    flexibility: row.flexibility,
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

export const VOLUNTEER_CONFLICT = 'This application was already updated by someone else. The list has been refreshed.';

/** Changes an application's status along the allowed transitions only; a conditional update, so no lost update. */
export async function changeApplicationStatus(
  db: Kysely<Database>,
  change: VolunteerStatusChange,
  adminId: string,
  now: Date = new Date(),
): Promise<{ application: VolunteerApplicationView; from: string }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('volunteer_applications')
      .select('status')
      .where('id', '=', change.id)
      .executeTakeFirst();
    if (!current) throw new HttpError(404, 'Application not found');
    const from = change.expectedStatus ?? current.status;
    if (from !== current.status) throw new HttpError(409, VOLUNTEER_CONFLICT);
    if (!canTransition(from, change.status)) {
      throw new HttpError(
        422,
        `An application that is ${from.replace('_', ' ')} cannot be moved to ${change.status.replace('_', ' ')}.`,
      );
    }
    const row = await trx
      .updateTable('volunteer_applications')
      .set({
        status: change.status,
        reviewed_by: adminId,
        reviewed_at: now,
        updated_at: now,
        ...(change.reviewNotes !== undefined ? { review_notes: change.reviewNotes || null } : {}),
      })
      .where('id', '=', change.id)
      .where('status', '=', from)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(409, VOLUNTEER_CONFLICT);
    await enqueueMessages(trx, volunteerDecisionEmails(row));
    return { application: toView(row), from };
  });
}
