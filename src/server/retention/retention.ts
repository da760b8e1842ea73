// Retention (docs/data-protection.md "Retention"): what has served its purpose is deleted or redacted once it is
// older than its period in Settings. Run by the scheduled dispatcher (netlify/functions/dispatch-outbox.ts). Each
// class is one statement whose WHERE says what is still to be done, so a second run (or two at once) finds nothing
// left: in PostgreSQL a row updated meanwhile by the other run is checked again after its lock and skipped.
import type { Kysely } from 'kysely';
import type { RetentionClass, RetentionDays } from '../../shared/settings/settings-schema.ts';
import type { Database } from '../db/schema.ts';
import { PERSONAL_FIELDS_CLEARED } from '../rights/personal-fields.ts';
import { readSettings } from '../settings/settings-queries.ts';

export type RetentionReport = Record<RetentionClass, number>;

const DAY_MS = 86_400_000;

/**
 * Sent (or given up) messages lose their text, attachments and recipient; the row stays as the record that the
 * message went (its dedupe key, provider id and times), so it is never queued or sent again.
 */
async function redactSentMessages(db: Kysely<Database>, before: Date, now: Date): Promise<number> {
  const result = await db
    .updateTable('outbox_messages')
    .set({
      recipient: '',
      subject: null,
      body: null,
      html: null,
      template: null,
      attachments: '[]',
      last_error: null,
      redacted_at: now,
    })
    .where('status', 'in', ['sent', 'failed'])
    .where('redacted_at', 'is', null)
    .where((eb) => eb.fn.coalesce('sent_at', 'next_attempt_at'), '<', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Sign-ins that ended and rate-limit windows that closed more than the period ago. */
async function deleteSessions(db: Kysely<Database>, before: Date): Promise<number> {
  const sessions = await db.deleteFrom('admin_sessions').where('expires_at', '<', before).executeTakeFirst();
  const limits = await db.deleteFrom('rate_limits').where('window_ends_at', '<', before).executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(limits.numDeletedRows);
}

/**
 * A cancelled appointment keeps what the counts need (its slot, service, doctor and centre through the slot,
 * status, dates, reference, how it was booked) and loses everything about the person.
 */
async function eraseCancelledBookings(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .updateTable('appointments')
    .set({
      patient_name: '',
      patient_email: '',
      patient_phone: '',
      ...PERSONAL_FIELDS_CLEARED,
    })
    .where('status', '=', 'cancelled')
    .where((eb) => eb.fn.coalesce('cancelled_at', 'updated_at'), '<', before)
    .where((eb) =>
      eb.or([
        eb('patient_name', '<>', ''),
        eb('patient_email', '<>', ''),
        eb('patient_phone', '<>', ''),
        eb('notes', 'is not', null),
        eb('health_conditions', 'is not', null),
        eb('current_medications', 'is not', null),
        eb('cancellation_reason', 'is not', null),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Rejected reviews and volunteer applications, counted from their rejection. */
async function deleteRejected(db: Kysely<Database>, before: Date): Promise<number> {
  const reviews = await db
    .deleteFrom('reviews')
    .where('review_status', '=', 'rejected')
    .where((eb) => eb.fn.coalesce('reviewed_at', 'updated_at'), '<', before)
    .executeTakeFirst();
  const applications = await db
    .deleteFrom('volunteer_applications')
    .where('status', '=', 'rejected')
    .where((eb) => eb.fn.coalesce('reviewed_at', 'updated_at'), '<', before)
    .executeTakeFirst();
  return Number(reviews.numDeletedRows) + Number(applications.numDeletedRows);
}

async function deleteActivityLog(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db.deleteFrom('admin_activity_logs').where('created_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const STEPS: Record<RetentionClass, (db: Kysely<Database>, before: Date, now: Date) => Promise<number>> = {
  sentMessages: redactSentMessages,
  sessions: deleteSessions,
  cancelledBookings: eraseCancelledBookings,
  rejected: deleteRejected,
  activityLog: deleteActivityLog,
};

/** Applies every period (Settings, or `days` when given) at `now`; answers how many rows each class touched. */
export async function applyRetention(
  db: Kysely<Database>,
  { now = new Date(), days }: { now?: Date; days?: RetentionDays } = {},
): Promise<RetentionReport> {
  const periods = days ?? (await readSettings(db)).retention;
  const report = {} as RetentionReport;
  for (const kind of Object.keys(STEPS) as RetentionClass[]) {
    report[kind] = await STEPS[kind](db, new Date(now.getTime() - periods[kind] * DAY_MS), now);
  }
  return report;
}

/** For the log line: nothing but counts. */
export function retentionSummary(report: RetentionReport): string {
  return Object.entries(report)
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
}
