// The waitlist on PostgreSQL, where the two claims of one offer really run at once (the same suite runs on PGlite).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { waitlistSuite } from '../support/waitlist-suite.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('waitlist on PostgreSQL', () => waitlistSuite(() => database));
