// Doctors and their weekly sessions on PGlite (the same suite runs on PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import schedules from '../../netlify/functions/admin-doctor-schedules.ts';
import doctors from '../../netlify/functions/admin-doctors.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { doctorSchedulesSuite } from '../support/doctor-schedules-suite.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
});
afterAll(() => database?.drop());

describe('doctors and sessions on PGlite', () => doctorSchedulesSuite(() => database));

describe('through the endpoints', () => {
  let token: string;
  beforeAll(async () => {
    provideDatabase(database.db);
    const { id } = await createTestAdmin(database.db, { role: 'staff', permissions: { schedules: ['read', 'write'] } });
    token = await signInAs(database.db, id);
  });
  afterAll(() => provideDatabase(undefined));

  const call = (handler: typeof schedules, path: string, method: string, body?: unknown) =>
    handler(adminRequest(path, { method, token, body }), testContext());

  test('a week with overlapping sessions is a 422 naming each field; retiring needs schedules: delete', async () => {
    const added = await call(doctors, '/api/admin/doctors', 'POST', {
      center: 'kandy',
      title: 'Dr.',
      name: 'Shanika Rathnayake',
      specialization: 'Herbal Medicine',
      nameSi: 'ශානිකා රත්නායක',
    });
    expect(added.status).toBe(201);
    const { doctor } = await added.json();
    const session = { weekday: 1, kind: 'slots', slotMinutes: 30, places: 1 };
    const refused = await call(schedules, '/api/admin/doctor-schedules', 'PUT', {
      center: 'kandy',
      doctorId: doctor.id,
      effectiveFrom: colomboToday(),
      sessions: [
        { ...session, start: '09:00', end: '12:00' },
        { ...session, start: '11:30', end: '13:00' },
      ],
    });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: 'Overlaps the Monday session 09:00',
      code: 'invalid_schedule',
      fields: { 'sessions.1.start': 'Overlaps the Monday session 09:00' },
    });
    const listed = await (await call(schedules, '/api/admin/doctor-schedules?center=kandy', 'GET')).json();
    expect(listed.doctors).toContainEqual(
      expect.objectContaining({ id: doctor.id, nameSi: 'ශානිකා රත්නායක', schedules: [], futureBookings: 0 }),
    );
    expect((await call(doctors, '/api/admin/doctors', 'DELETE', { id: doctor.id })).status).toBe(403);
  });
});
