// The days call on PostgreSQL (the same suite runs on PGlite in tests/integration).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { bookableDaysSuite } from '../support/bookable-days-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('the bookable days on PostgreSQL', () => bookableDaysSuite(() => database));
