// What the patient is told and allowed on PostgreSQL (the same suite runs on PGlite in tests/integration).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { patientNoticeSuite } from '../support/patient-notice-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('the notice policy and the confirmation on PostgreSQL', () => patientNoticeSuite(() => database));
