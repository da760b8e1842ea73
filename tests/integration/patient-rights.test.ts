// Patients' rights on PGlite (the same suite runs on PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { settleBackgroundWork } from '../support/netlify-context.ts';
import { patientRightsSuite } from '../support/patient-rights-suite.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  await settleBackgroundWork();
  provideDatabase(undefined);
  await database.drop();
});

describe("patients' rights on PGlite", () => patientRightsSuite(() => database));
