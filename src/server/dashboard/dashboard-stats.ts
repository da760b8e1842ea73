// Dashboard figures from the database. A range of N days is the last N calendar days in Asia/Colombo, today
// included, up to now; the growth compares it with the N whole days before. Totals, confirmed/approved counts,
// patients (told apart as the Patients list does: patients/patient-key.ts) and growth are of records created in the
// range; the pending counts are what waits for staff now, whatever the range, so they agree with the lists and the
// notifications bell.
import { type Kysely, sql } from 'kysely';
import { type AdminPrincipal, can } from '../../shared/admin/permissions.ts';
import {
  type DashboardStats,
  type DateRange,
  RANGE_DAYS,
  type RecentActivity,
} from '../../shared/dashboard/dashboard-schema.ts';
import { addDays, colomboInstant, colomboToday } from '../../shared/utils/colombo-time.ts';
import { programLabel } from '../../shared/volunteer/volunteer-admin.ts';
import type { Database } from '../db/schema.ts';
import { countNewInbox } from '../inbox/inbox-queries.ts';
import { patientKey } from '../patients/patient-key.ts';

const RECENT_LIMIT = 10;

export function rangeBounds(range: DateRange, now: Date) {
  const days = RANGE_DAYS[range];
  const firstDay = addDays(colomboToday(now), -(days - 1));
  return {
    start: colomboInstant(firstDay, '00:00'),
    previousStart: colomboInstant(addDays(firstDay, -days), '00:00'),
    end: now,
  };
}

/** Percent change, one decimal; from nothing to something counts as +100%. */
export function growth(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export async function dashboardStats(
  db: Kysely<Database>,
  viewer: Pick<AdminPrincipal, 'role' | 'permissions'>,
  range: DateRange,
  now = new Date(),
): Promise<DashboardStats> {
  const { start, previousStart, end } = rangeBounds(range, now);
  const current = sql<boolean>`created_at >= ${start} and created_at <= ${end}`;
  const previous = sql<boolean>`created_at >= ${previousStart} and created_at < ${start}`;

  const [appointments, reviews, recent, newInbox] = await Promise.all([
    db
      .selectFrom('appointments')
      .select([
        sql<number>`count(*) filter (where ${current})::int`.as('total'),
        sql<number>`count(*) filter (where status = 'pending')::int`.as('pending'),
        sql<number>`count(*) filter (where ${current} and status = 'confirmed')::int`.as('confirmed'),
        sql<number>`count(distinct ${patientKey('appointments')}) filter (where ${current})::int`.as('patients'),
        sql<number>`count(*) filter (where ${previous})::int`.as('previousTotal'),
        sql<number>`count(distinct ${patientKey('appointments')}) filter (where ${previous})::int`.as(
          'previousPatients',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('reviews')
      .select([
        sql<number>`count(*) filter (where ${current})::int`.as('total'),
        sql<number>`count(*) filter (where review_status = 'pending')::int`.as('pending'),
        sql<number>`count(*) filter (where ${current} and review_status = 'approved')::int`.as('approved'),
        sql<number>`count(*) filter (where ${previous})::int`.as('previousTotal'),
      ])
      .executeTakeFirstOrThrow(),
    recentActivity(db, viewer, start, end),
    // What waits in the inbox, counted only for staff who may read it.
    can(viewer, 'inbox', 'read') ? countNewInbox(db) : 0,
  ]);

  return {
    totalAppointments: appointments.total,
    pendingAppointments: appointments.pending,
    confirmedAppointments: appointments.confirmed,
    totalReviews: reviews.total,
    pendingReviews: reviews.pending,
    approvedReviews: reviews.approved,
    totalPatients: appointments.patients,
    monthlyGrowth: {
      appointments: growth(appointments.total, appointments.previousTotal),
      reviews: growth(reviews.total, reviews.previousTotal),
      patients: growth(appointments.patients, appointments.previousPatients),
    },
    recentActivity: recent,
    newInbox,
  };
}

/** The latest bookings, reviews and volunteer applications of the range, newest first. */
async function recentActivity(
  db: Kysely<Database>,
  viewer: Pick<AdminPrincipal, 'role' | 'permissions'>,
  start: Date,
  end: Date,
): Promise<RecentActivity[]> {
  const [appointments, reviews, applications] = await Promise.all([
    db
      .selectFrom('appointments')
      .select(['id', 'patient_name', 'service_type', 'created_at'])
      .where('created_at', '>=', start)
      .where('created_at', '<=', end)
      .orderBy('created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    db
      .selectFrom('reviews')
      .select(['id', 'name', 'rating', 'created_at'])
      .where('created_at', '>=', start)
      .where('created_at', '<=', end)
      .orderBy('created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
    db
      .selectFrom('volunteer_applications')
      .select(['id', 'first_name', 'last_name', 'program_id', 'created_at'])
      .where('created_at', '>=', start)
      .where('created_at', '<=', end)
      .orderBy('created_at', 'desc')
      .limit(RECENT_LIMIT)
      .execute(),
  ]);
  // Names and details only for staff who may read those records anyway.
  const seesAppointments = can(viewer, 'appointments', 'read');
  const seesReviews = can(viewer, 'reviews', 'read');
  const seesVolunteers = can(viewer, 'volunteers', 'read');
  const items: RecentActivity[] = [
    ...appointments.map((row) => ({
      id: row.id,
      type: 'appointment' as const,
      description: seesAppointments ? `New appointment booked: ${row.service_type}` : 'New appointment booked',
      user: seesAppointments ? row.patient_name : null,
      timestamp: row.created_at.toISOString(),
    })),
    ...reviews.map((row) => ({
      id: row.id,
      type: 'review' as const,
      description: seesReviews ? `New ${row.rating}-star review submitted` : 'New review submitted',
      user: seesReviews ? row.name : null,
      timestamp: row.created_at.toISOString(),
    })),
    ...applications.map((row) => ({
      id: row.id,
      type: 'volunteer' as const,
      description: seesVolunteers
        ? `New volunteer application: ${programLabel(row.program_id)}`
        : 'New volunteer application',
      user: seesVolunteers ? `${row.first_name} ${row.last_name}` : null,
      timestamp: row.created_at.toISOString(),
    })),
  ];
  return items.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, RECENT_LIMIT);
}
