// Volunteer applications as staff read them and repeated applications, on PGlite (the same suite runs on
// PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { volunteerDuplicatesSuite } from '../support/volunteer-duplicates-suite.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

describe('volunteer applications on PGlite', () => volunteerDuplicatesSuite(() => database));
