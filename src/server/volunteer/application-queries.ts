// volunteer_applications: store a submitted application (with its confirmation e-mail, in one transaction), list
// them for the admin screen and change their status under the transition rules.
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Locale } from '../../i18n/locales.ts';
import { VOLUNTEER_STATUSES, type VolunteerStatus } from '../../shared/enums.ts';
import { formatInstant } from '../../shared/utils/format.ts';
import type { ApplicationFilters } from '../../shared/volunteer/application-admin-schema.ts';
import type { ApplicationRecord } from '../../shared/volunteer/application-schema.ts';
import { canTransition, STATUS_LABELS } from '../../shared/volunteer/application-status.ts';
import { programLabel } from '../../shared/volunteer/volunteer-admin.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { volunteerApplicationReceivedEmail, volunteerDecisionEmails, volunteerEmailData } from '../email/messages.ts';
import { HttpError } from '../http/http-error.ts';
import { localizedMessage } from '../http/respond.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { staffAlertsFor } from '../staff-alerts/staff-alerts.ts';
import { eventTypeLabel } from './catalog.ts';
import { throttleVolunteerForm } from './submission-limits.ts';

/**
 * The public form's application: counted against the connection's limit (submission-limits.ts), then stored. The
 * answer says when the same e-mail already has an open application to this programme (`already_received`), in the
 * request's language.
 */
export async function submitApplication(
  db: Kysely<Database>,
  application: ApplicationRecord,
  address: string,
  locale: Locale = 'en',
) {
  await throttleVolunteerForm(db, 'application', address);
  const data = await insertApplication(db, application, new Date(), locale);
  const message = data.already_received
    ? localizedMessage('volunteer.alreadyReceived', locale)
    : 'Thank you for your application. We will review it and contact you soon.';
  return { data, message };
}

/** Statuses of an application still being dealt with: a new one from the same person to the programme repeats it. */
export const OPEN_STATUSES: readonly VolunteerStatus[] = VOLUNTEER_STATUSES.filter((status) => status !== 'rejected');

/**
 * The earliest open application from this e-mail (any case) to this programme. Run under the lock of
 * `lockApplicant`, so two submissions at once are checked one after the other and the second sees the first.
 */
async function earlierOpenApplication(trx: Transaction<Database>, application: ApplicationRecord) {
  return trx
    .selectFrom('volunteer_applications')
    .select(['id', 'created_at'])
    .where(sql<string>`lower(email)`, '=', application.email.toLowerCase())
    .where('program_id', '=', application.program_id)
    .where('status', 'in', OPEN_STATUSES)
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}

/** One applicant and programme at a time, until the transaction ends (the duplicate check and the insert). */
async function lockApplicant(trx: Transaction<Database>, application: ApplicationRecord) {
  const key = `volunteer_application:${application.email.toLowerCase()}:${application.program_id}`;
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

export async function insertApplication(
  db: Kysely<Database>,
  application: ApplicationRecord,
  now = new Date(),
  locale: Locale = 'en',
) {
  return db.transaction().execute(async (trx) => {
    await lockApplicant(trx, application);
    const earlier = await earlierOpenApplication(trx, application);
    const row = await trx
      .insertInto('volunteer_applications')
      .values({ ...application, agreement_accepted_at: now, duplicate_of: earlier?.id ?? null })
      .returning(['id', 'status', 'created_at', 'updated_at', 'program_id', 'duration_weeks', 'additional_info'])
      .executeTakeFirstOrThrow();
    // The confirmation never repeats health details: e-mail is not a safe place for them.
    const fullName = `${application.first_name} ${application.last_name}`.trim();
    const repeat = earlier
      ? ` It repeats the open application of ${formatInstant(earlier.created_at, 'compact')} from the same e-mail address.`
      : '';
    await enqueueMessages(trx, [
      volunteerApplicationReceivedEmail(volunteerEmailData({ ...application, ...row }), {
        alreadyReceived: Boolean(earlier),
        locale,
      }),
      ...(await staffAlertsFor(trx, {
        event: 'new_volunteer_application',
        id: row.id,
        title: `${earlier ? 'Repeated' : 'New'} volunteer application: ${programLabel(row.program_id)}`,
        summary: `${fullName} (${application.email}) applied to the ${programLabel(row.program_id)} programme${application.event_type ? ` through the event ${eventTypeLabel(application.event_type)}` : ''}.${repeat}`,
        adminPath: '/admin/volunteers',
      })),
    ]);
    return { ...row, full_name: fullName, already_received: Boolean(earlier) };
  });
}

export function listApplications(db: Kysely<Database>, filters: ApplicationFilters) {
  let query = db.selectFrom('volunteer_applications').selectAll().orderBy('created_at', 'desc').orderBy('id');
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.program_id) query = query.where('program_id', '=', filters.program_id);
  if (filters.email) query = query.where(sql<string>`lower(email)`, '=', filters.email.toLowerCase());
  return query.execute();
}

export interface StatusChange {
  id: string;
  status: VolunteerStatus;
  /** Kept as it is when undefined; cleared by null or ''. */
  reviewNotes?: string | null;
  /** The status the admin saw; when given, a change someone else made in between is refused. */
  expectedStatus?: VolunteerStatus;
  /** Staff's words for the applicant, included in the decision e-mail. */
  message?: string;
}

/**
 * Changes the status if the rules allow it from the status the application has now (application-status.ts).
 * The update is conditional on that status, so when two admins act at once the second finds the row changed and
 * gets a 409 instead of silently overwriting the first one's decision. Used by both admin endpoints.
 */
export async function updateApplicationStatus(db: Kysely<Database>, change: StatusChange, actor: Actor) {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('volunteer_applications')
      .select(['status'])
      .where('id', '=', change.id)
      .executeTakeFirst();
    if (!current) throw new HttpError(404, 'Application not found');
    if (change.expectedStatus && change.expectedStatus !== current.status)
      throw new HttpError(409, CHANGED_BY_SOMEONE_ELSE);
    refuseTransition(current.status, change.status);
    const row = await trx
      .updateTable('volunteer_applications')
      .set({
        status: change.status,
        ...(change.reviewNotes !== undefined ? { review_notes: change.reviewNotes || null } : {}),
        reviewed_by: actor.adminId,
        reviewed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', change.id)
      .where('status', '=', current.status)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new HttpError(409, CHANGED_BY_SOMEONE_ELSE);
    await enqueueMessages(trx, volunteerDecisionEmails(row, change.message));
    await logChange(trx, actor, {
      action: 'volunteer_application.status',
      description: `Volunteer application of ${row.first_name} ${row.last_name}: ${STATUS_LABELS[current.status]} -> ${STATUS_LABELS[change.status]}`,
      metadata: { applicationId: change.id, from: current.status, to: change.status },
    });
    return { row, from: current.status };
  });
}

const CHANGED_BY_SOMEONE_ELSE = 'This application was just changed by someone else. Reload the list and try again.';

function refuseTransition(from: VolunteerStatus, to: VolunteerStatus): void {
  if (canTransition(from, to)) return;
  throw new HttpError(
    409,
    from === to
      ? `This application is already ${STATUS_LABELS[from]}.`
      : `An application that is ${STATUS_LABELS[from]} cannot be changed to ${STATUS_LABELS[to]}.`,
  );
}
