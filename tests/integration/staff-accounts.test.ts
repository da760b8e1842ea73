// Staff passwords, changing one's own, the second factor and the owner's address on PGlite (the same suite runs on
// PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { staffAccountsSuite } from '../support/staff-accounts-suite.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

describe('staff accounts on PGlite', () => staffAccountsSuite(() => database));
