// Dashboard figures against rows this test inserts, at a fixed instant far from the demo data.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import dashboard from '../../netlify/functions/admin-dashboard-stats.ts';
import { dashboardStats, growth, rangeBounds } from '../../src/server/dashboard/dashboard-stats.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import type { AppointmentStatus, ReviewStatus } from '../../src/shared/enums.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

// 11:30 in Colombo on 15 June 2030; the 7-day range starts on 9 June 00:00 Colombo = 8 June 18:30 UTC.
const NOW = new Date('2030-06-15T06:00:00Z');
const START_7D = new Date('2030-06-08T18:30:00Z');
const minutes = (value: number) => value * 60_000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

let database: TestDatabase;
const admin = { role: 'admin', permissions: {} } as const;

beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  const db = database.db;
  const template = await db.selectFrom('appointments').selectAll().limit(1).executeTakeFirstOrThrow();
  const slots = await db.selectFrom('appointment_slots').select('id').limit(4).execute();
  const appointment = (email: string, status: AppointmentStatus, createdAt: Date, slot: number, name: string) => {
    const { id: _id, ...rest } = template;
    return {
      ...rest,
      reference: `WK-T${randomBytes(3).toString('hex')}`,
      manage_token_hash: randomBytes(16).toString('hex'),
      idempotency_key: null,
      slot_id: slots[slot]!.id,
      patient_email: email,
      // A patient is a phone number (patients/patient-key.ts): one each, Nimal's the same both times.
      patient_phone: `+9477${[...name].reduce((sum, char) => sum + char.charCodeAt(0), 1_000_000)}`,
      patient_name: name,
      service_type: 'Herbal Medicine',
      status,
      created_at: createdAt,
      updated_at: createdAt,
    };
  };
  await db
    .insertInto('appointments')
    .values([
      appointment('Nimal@Example.lk', 'pending', START_7D, 0, 'Nimal Perera'),
      appointment('nimal@example.lk', 'confirmed', at(-minutes(60)), 1, 'Nimal Perera'),
      appointment('kamala@example.lk', 'cancelled', at(-minutes(2 * 24 * 60)), 2, 'Kamala Silva'),
      // The previous 7 days (and inside the 30-day range).
      appointment('sunil@example.lk', 'pending', new Date(START_7D.getTime() - minutes(1)), 3, 'Sunil Fernando'),
    ])
    .execute();

  const { id: _reviewId, ...review } = await db.selectFrom('reviews').selectAll().limit(1).executeTakeFirstOrThrow();
  const reviewAt = (status: ReviewStatus, createdAt: Date, name: string, rating: number) => ({
    ...review,
    name,
    rating,
    review_status: status,
    reviewed_by: null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  await db
    .insertInto('reviews')
    .values([
      reviewAt('pending', at(-minutes(10)), 'Ruwan', 5),
      reviewAt('approved', at(-minutes(3 * 24 * 60)), 'Dilani', 4),
      reviewAt('approved', at(-minutes(4 * 24 * 60)), 'Asela', 5),
      reviewAt('pending', at(-minutes(8 * 24 * 60)), 'Chamari', 3),
      reviewAt('rejected', at(-minutes(9 * 24 * 60)), 'Kasun', 2),
    ])
    .execute();

  const { id: _applicationId, ...application } = await db
    .selectFrom('volunteer_applications')
    .selectAll()
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('volunteer_applications')
    .values({
      ...application,
      first_name: 'Maya',
      last_name: 'Jansen',
      reference_contacts: JSON.stringify(application.reference_contacts),
      created_at: at(-minutes(30)),
      updated_at: at(-minutes(30)),
    })
    .execute();
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

async function pendingCount(table: 'appointments' | 'reviews'): Promise<number> {
  const column = table === 'appointments' ? sql.ref('status') : sql.ref('review_status');
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)} where ${column} = 'pending'`.execute(database.db);
  return rows[0]!.n;
}

describe('dashboard figures', () => {
  test('the last 7 days in Colombo, today included, against the 7 days before', async () => {
    const stats = await dashboardStats(database.db, admin, '7d', NOW);
    expect(stats).toMatchObject({
      totalAppointments: 3,
      // Pending is what waits now, whatever the range: the demo data's pending rows count too.
      pendingAppointments: await pendingCount('appointments'),
      confirmedAppointments: 1,
      totalReviews: 3,
      pendingReviews: await pendingCount('reviews'),
      approvedReviews: 2,
      // Nimal twice (the e-mail differs only in case) and Kamala.
      totalPatients: 2,
      monthlyGrowth: { appointments: 200, reviews: 50, patients: 100 },
    });
  });

  test('the last 30 days take in the earlier rows; nothing before them means +100%', async () => {
    const stats = await dashboardStats(database.db, admin, '30d', NOW);
    expect(stats).toMatchObject({
      totalAppointments: 4,
      pendingAppointments: await pendingCount('appointments'),
      totalReviews: 5,
      pendingReviews: await pendingCount('reviews'),
      approvedReviews: 2,
      totalPatients: 3,
      monthlyGrowth: { appointments: 100, reviews: 100, patients: 100 },
    });
  });

  test('recent activity merges bookings, reviews and applications, newest first, with names for admins', async () => {
    const { recentActivity } = await dashboardStats(database.db, admin, '7d', NOW);
    expect(recentActivity.slice(0, 3)).toEqual([
      expect.objectContaining({ type: 'review', user: 'Ruwan', timestamp: at(-minutes(10)).toISOString() }),
      expect.objectContaining({ type: 'volunteer', user: 'Maya Jansen' }),
      expect.objectContaining({
        type: 'appointment',
        user: 'Nimal Perera',
        description: 'New appointment booked: Herbal Medicine',
      }),
    ]);
    expect(recentActivity).toHaveLength(7);
  });

  test('staff who may only see the dashboard get no names in recent activity', async () => {
    const { recentActivity } = await dashboardStats(
      database.db,
      { role: 'staff', permissions: { dashboard: ['read'] } },
      '7d',
      NOW,
    );
    expect(recentActivity.every((item) => item.user === null)).toBe(true);
    expect(recentActivity[0]?.description).toBe('New review submitted');
  });

  test('ranges are Colombo calendar days', () => {
    expect(rangeBounds('7d', NOW).start).toEqual(START_7D);
    // 00:10 in Colombo on 15 June is still 14 June in UTC: today is the Colombo day.
    expect(rangeBounds('7d', new Date('2030-06-14T18:40:00Z')).start).toEqual(START_7D);
    expect(rangeBounds('30d', NOW).previousStart).toEqual(new Date('2030-04-16T18:30:00Z'));
  });

  test.each([
    [10, 5, 100],
    [5, 10, -50],
    [0, 0, 0],
    [3, 0, 100],
    [2, 3, -33.3],
  ])('growth of %i against %i is %s%%', (current, previous, expected) => {
    expect(growth(current, previous)).toBe(expected);
  });
});

describe('GET /api/admin/dashboard/stats', () => {
  test('answers success, stats and message, 30 days by default', async () => {
    const { id } = await createTestAdmin(database.db, { role: 'staff', permissions: { dashboard: ['read'] } });
    const token = await signInAs(database.db, id);
    const response = await dashboard(
      adminRequest('/api/admin/dashboard/stats?t=123&status=all', { token }),
      testContext(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String) });
    expect(body.stats).toEqual(
      await dashboardStats(database.db, { role: 'staff', permissions: { dashboard: ['read'] } }, '30d'),
    );
  });

  test('refuses an unknown range with a clear message', async () => {
    const { id } = await createTestAdmin(database.db, { role: 'admin' });
    const token = await signInAs(database.db, id);
    const response = await dashboard(adminRequest('/api/admin/dashboard/stats?dateRange=1y', { token }), testContext());
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('The date range must be 7d, 30d or 90d.');
  });
});

describe('every figure agrees with SQL written independently on the demo data', () => {
  // The range in SQL: from midnight in Colombo N-1 days ago up to now; the N days before for growth.
  const figures = (days: number) => sql<{
    total_appointments: number;
    pending_appointments: number;
    confirmed_appointments: number;
    total_reviews: number;
    pending_reviews: number;
    approved_reviews: number;
    patients: number;
    previous_appointments: number;
    previous_reviews: number;
    previous_patients: number;
  }>`
    with bounds as (
      select ((now() at time zone 'Asia/Colombo')::date - ${days - 1}::int)::timestamp at time zone 'Asia/Colombo' as start,
             ((now() at time zone 'Asia/Colombo')::date - ${2 * days - 1}::int)::timestamp at time zone 'Asia/Colombo' as previous_start
    )
    select
      (select count(*) from appointments, bounds where created_at >= start)::int as total_appointments,
      (select count(*) from appointments where status = 'pending')::int as pending_appointments,
      (select count(*) from appointments, bounds where created_at >= start and status = 'confirmed')::int as confirmed_appointments,
      (select count(*) from reviews, bounds where created_at >= start)::int as total_reviews,
      (select count(*) from reviews where review_status = 'pending')::int as pending_reviews,
      (select count(*) from reviews, bounds where created_at >= start and review_status = 'approved')::int as approved_reviews,
      (select count(distinct lower(patient_email)) from appointments, bounds where created_at >= start)::int as patients,
      (select count(*) from appointments, bounds where created_at >= previous_start and created_at < start)::int as previous_appointments,
      (select count(*) from reviews, bounds where created_at >= previous_start and created_at < start)::int as previous_reviews,
      (select count(distinct lower(patient_email)) from appointments, bounds where created_at >= previous_start and created_at < start)::int as previous_patients
  `;

  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await createPGliteTestDatabase({ seed: true });
  });
  afterAll(async () => {
    await seeded.drop();
  });

  test.each([
    ['7d', 7],
    ['30d', 30],
    ['90d', 90],
  ] as const)('%s', async (range, days) => {
    const stats = await dashboardStats(seeded.db, admin, range);
    const { rows } = await figures(days).execute(seeded.db);
    const expected = rows[0]!;
    expect(expected.pending_appointments).toBeGreaterThan(0);
    expect(expected.pending_reviews).toBeGreaterThan(0);
    expect(stats).toMatchObject({
      totalAppointments: expected.total_appointments,
      pendingAppointments: expected.pending_appointments,
      confirmedAppointments: expected.confirmed_appointments,
      totalReviews: expected.total_reviews,
      pendingReviews: expected.pending_reviews,
      approvedReviews: expected.approved_reviews,
      totalPatients: expected.patients,
      monthlyGrowth: {
        appointments: growth(expected.total_appointments, expected.previous_appointments),
        reviews: growth(expected.total_reviews, expected.previous_reviews),
        patients: growth(expected.patients, expected.previous_patients),
      },
    });
  });

  test('the pending counts are the same whatever the range (the bell reads them too)', async () => {
    const [week, quarter] = await Promise.all([
      dashboardStats(seeded.db, admin, '7d'),
      dashboardStats(seeded.db, admin, '90d'),
    ]);
    expect([week.pendingAppointments, week.pendingReviews]).toEqual([
      quarter.pendingAppointments,
      quarter.pendingReviews,
    ]);
  });
});
