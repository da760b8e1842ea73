// Doctors and their weekly sessions on PGlite (the same suite runs on PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe } from 'vitest';
import { doctorSchedulesSuite } from '../support/doctor-schedules-suite.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
});
afterAll(() => database?.drop());

describe('doctors and sessions on PGlite', () => doctorSchedulesSuite(() => database));
