// Reviews name services: the migration of the first list's names on PGlite (the same suite runs on PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe } from 'vitest';
import { reviewTreatmentsSuite } from '../support/review-treatments-suite.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
});
afterAll(() => database?.drop());

describe('review treatments on PGlite', () => reviewTreatmentsSuite(() => database));
