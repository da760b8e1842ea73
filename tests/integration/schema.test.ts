import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { schemaSnapshot } from '../support/schema-snapshot.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true, now: new Date('2026-11-21T04:00:00Z') });
  await upsertAdmin(database.db, {
    email: 'staff@example.lk',
    password: 'a long passphrase',
    name: 'Staff',
    role: 'staff',
  });
});
afterAll(() => database.drop());

describe('migrations on PGlite', () => {
  test('create every table of the data model from zero', async () => {
    const tables = new Set((await schemaSnapshot(database.db)).map((line) => line.split('.')[0]?.split(' ')[0]));
    for (const table of [
      'services',
      'medical_centers',
      'doctors',
      'doctor_centers',
      'doctor_schedules',
      'appointment_slots',
      'appointments',
      'reviews',
      'volunteer_applications',
      'volunteer_events',
      'event_registrations',
      'volunteer_feedback',
      'contact_messages',
      'donation_pledges',
      'newsletter_subscribers',
      'admin_users',
      'admin_profiles',
      'admin_sessions',
      'admin_activity_logs',
      'rate_limits',
      'outbox_messages',
      'app_settings',
    ]) {
      expect(tables).toContain(table);
    }
  });
});

describe('constraints that keep data honest', () => {
  const anySlot = () => database.db.selectFrom('appointment_slots').selectAll().limit(1).executeTakeFirstOrThrow();

  test('a slot never holds more bookings than its places', async () => {
    const slot = await anySlot();
    await expect(
      database.db
        .updateTable('appointment_slots')
        .set({ current_bookings: slot.max_bookings + 1 })
        .where('id', '=', slot.id)
        .execute(),
    ).rejects.toThrow(/appointment_slots_capacity_check/);
  });

  test('one slot per doctor, centre, date and time', async () => {
    const { id: _id, created_at: _created, ...slot } = await anySlot();
    await expect(database.db.insertInto('appointment_slots').values(slot).execute()).rejects.toThrow(
      /appointment_slots_unique/,
    );
  });

  test.each([
    ['services', 'category', 'surgery'],
    ['reviews', 'review_status', 'published'],
    ['reviews', 'rating', 6],
    ['appointments', 'status', 'done'],
    ['appointments', 'gender', 'unknown'],
    ['volunteer_applications', 'status', 'maybe'],
    ['admin_users', 'role', 'root'],
  ] as const)('%s.%s refuses %s', async (table, column, value) => {
    const query = sql`update ${sql.table(table)} set ${sql.ref(column)} = ${value} where true`;
    await expect(query.execute(database.db)).rejects.toThrow(/check constraint/);
  });
});

describe('demo data', () => {
  test('six centres with 12, 8, 6, 5, 7 and 4 doctors', async () => {
    const rows = await database.db
      .selectFrom('medical_centers as c')
      .innerJoin('doctor_centers as dc', 'dc.medical_center_id', 'c.id')
      .select(['c.city', database.db.fn.countAll<number>().as('doctors')])
      .groupBy('c.city')
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.city, Number(row.doctors)]))).toEqual({
      Colombo: 12,
      Kandy: 8,
      Galle: 6,
      Anuradhapura: 5,
      Negombo: 7,
      'Nuwara Eliya': 4,
    });
  });

  test('slots for the next 30 days, some with several places and some already full', async () => {
    const upcoming = await database.db
      .selectFrom('appointment_slots')
      .select([
        sql<string>`min(slot_date)`.as('first'),
        sql<string>`max(slot_date)`.as('last'),
        sql<number>`count(*) filter (where max_bookings > 1)`.as('shared'),
        sql<number>`count(*) filter (where current_bookings = max_bookings)`.as('full'),
      ])
      .where('slot_date', '>=', '2026-11-21')
      .executeTakeFirstOrThrow();
    expect(upcoming.first).toBe('2026-11-21');
    expect(upcoming.last).toBe('2026-12-20');
    expect(Number(upcoming.shared)).toBeGreaterThan(0);
    expect(Number(upcoming.full)).toBeGreaterThan(0);
  });

  test("one doctor's working day is closed (on leave)", async () => {
    const closed = await database.db
      .selectFrom('appointment_slots')
      .select(['doctor_id', 'slot_date'])
      .where('is_available', '=', false)
      .distinct()
      .execute();
    expect(closed).toHaveLength(1);
  });

  test('reviews and volunteer applications in every status', async () => {
    const reviews = await database.db.selectFrom('reviews').select('review_status').distinct().execute();
    expect(reviews.map((row) => row.review_status).sort()).toEqual(['approved', 'pending', 'rejected']);
    const applications = await database.db.selectFrom('volunteer_applications').select('status').distinct().execute();
    expect(applications.map((row) => row.status).sort()).toEqual([
      'accepted',
      'pending',
      'rejected',
      'under_review',
      'waitlisted',
    ]);
  });

  test('services in all four categories, priced in LKR', async () => {
    const rows = await database.db.selectFrom('services').select(['category', 'price']).execute();
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(['traditional', 'therapy', 'wellness', 'lifestyle']),
    );
    expect(rows.every((row) => typeof row.price === 'number' && row.price > 0)).toBe(true);
  });
});
