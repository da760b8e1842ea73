// Staff passwords, changing one's own, the second factor and the owner's address on PostgreSQL, where the same code
// sent twice at once really races (the same suite runs on PGlite).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { staffAccountsSuite } from '../support/staff-accounts-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ poolSize: 8 });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('staff accounts on PostgreSQL', () => staffAccountsSuite(() => database));
