// Repeated volunteer applications on PostgreSQL, where parallel submissions really run at once (the same suite
// runs on PGlite).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { volunteerDuplicatesSuite } from '../support/volunteer-duplicates-suite.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('volunteer applications on PostgreSQL', () => volunteerDuplicatesSuite(() => database));
