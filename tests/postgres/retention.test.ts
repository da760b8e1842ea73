// Retention with a fake clock, and no manage token at rest, on PostgreSQL, where the two runs really run at once.
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { retentionSuite } from '../support/retention-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 8 });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('retention on PostgreSQL', () => retentionSuite(() => database));
