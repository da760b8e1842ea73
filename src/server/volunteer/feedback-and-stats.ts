// volunteer_feedback and the public volunteer stats (docs/api.md). Stats are public, so
// they are counts and an average only: nothing that identifies an applicant.
import { type Kysely, sql } from 'kysely';
import { VOLUNTEER_STATUSES, type VolunteerStatus } from '../../shared/enums.ts';
import type { VolunteerFeedback } from '../../shared/volunteer/feedback-schema.ts';
import type { Database } from '../db/schema.ts';
import { upcomingEvents, volunteerPrograms } from './catalog.ts';
import { throttleVolunteerForm } from './submission-limits.ts';

// Feedback is stored anonymous whatever the client sends (src/shared/volunteer/feedback-schema.ts).
const ANONYMOUS_NAME = 'Anonymous';
const ANONYMOUS_EMAIL = 'anonymous@volunteer.invalid';

/** Anonymous feedback, counted against the connection's limit (submission-limits.ts), then stored. */
export async function submitFeedback(db: Kysely<Database>, feedback: VolunteerFeedback, address: string) {
  await throttleVolunteerForm(db, 'feedback', address);
  return { data: await insertFeedback(db, feedback), message: 'Thank you for your feedback.' };
}

function insertFeedback(db: Kysely<Database>, feedback: VolunteerFeedback) {
  return db
    .insertInto('volunteer_feedback')
    .values({ ...feedback, volunteer_name: ANONYMOUS_NAME, email: ANONYMOUS_EMAIL })
    .returning(['id', 'program_id', 'rating', 'created_at'])
    .executeTakeFirstOrThrow();
}

export interface VolunteerStats {
  totalApplications: number;
  totalPrograms: number;
  upcomingEvents: number;
  /** Average feedback rating to one decimal, 0 when there is no feedback yet. */
  averageRating: number;
  applicationsByStatus: Record<VolunteerStatus, number>;
}

export async function volunteerStats(db: Kysely<Database>, now = new Date()): Promise<VolunteerStats> {
  const [byStatus, rating] = await Promise.all([
    db
      .selectFrom('volunteer_applications')
      .select(['status', sql<number>`count(*)::int`.as('count')])
      .groupBy('status')
      .execute(),
    db
      .selectFrom('volunteer_feedback')
      .select(sql<number | null>`round(avg(rating)::numeric, 1)::float8`.as('average'))
      .executeTakeFirst(),
  ]);
  const applicationsByStatus = Object.fromEntries(VOLUNTEER_STATUSES.map((status) => [status, 0])) as Record<
    VolunteerStatus,
    number
  >;
  for (const row of byStatus) applicationsByStatus[row.status] = row.count;
  return {
    totalApplications: byStatus.reduce((sum, row) => sum + row.count, 0),
    totalPrograms: volunteerPrograms.length,
    upcomingEvents: upcomingEvents(now).length,
    averageRating: rating?.average ?? 0,
    applicationsByStatus,
  };
}
