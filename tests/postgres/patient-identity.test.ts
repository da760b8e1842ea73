// Who a patient is, on PostgreSQL, merges sent in parallel included (the same suite runs on PGlite).
import { afterAll, beforeAll, describe } from 'vitest';
import { patientIdentitySuite } from '../support/patient-identity-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
});
afterAll(() => database?.drop());

describe('patients on PostgreSQL', () => patientIdentitySuite(() => database));
