// Reviews name services: the migration of the first list's names on PostgreSQL (the same suite runs on PGlite in tests/integration).
import { afterAll, beforeAll, describe } from 'vitest';
import { reviewTreatmentsSuite } from '../support/review-treatments-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase();
});
afterAll(() => database?.drop());

describe('review treatments on PostgreSQL', () => reviewTreatmentsSuite(() => database));
