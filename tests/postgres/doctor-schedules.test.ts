// Doctors and their weekly sessions on PostgreSQL, where the races are real (the same suite runs on PGlite).
import { afterAll, beforeAll, describe } from 'vitest';
import { doctorSchedulesSuite } from '../support/doctor-schedules-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
});
afterAll(() => database?.drop());

describe('doctors and sessions on PostgreSQL', () => doctorSchedulesSuite(() => database));
