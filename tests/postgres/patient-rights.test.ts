// Patients' rights on PostgreSQL, parallel erasure requests included (the same suite runs on PGlite).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { settleBackgroundWork } from '../support/netlify-context.ts';
import { patientRightsSuite } from '../support/patient-rights-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
  provideDatabase(database.db);
});
afterAll(async () => {
  await settleBackgroundWork();
  provideDatabase(undefined);
  await database?.drop();
});

describe("patients' rights on PostgreSQL", () => patientRightsSuite(() => database));
