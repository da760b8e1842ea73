// Retention with a fake clock, and no manage token at rest, on PGlite (the same suite runs on PostgreSQL).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { retentionSuite } from '../support/retention-suite.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

describe('retention on PGlite', () => retentionSuite(() => database));
