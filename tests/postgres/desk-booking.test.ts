// The front desk books and moves visits on the PostgreSQL, under real parallel connections (the same suite runs on PGlite).
import { afterAll, beforeAll, describe, vi } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { deskBookingSuite } from '../support/desk-booking-suite.ts';
import { settleBackgroundWork } from '../support/netlify-context.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
  provideDatabase(database.db);
});
afterAll(async () => {
  await settleBackgroundWork();
  provideDatabase(undefined);
  await database.drop();
  vi.restoreAllMocks();
});

describe('the desk books and moves visits (PostgreSQL)', () => deskBookingSuite(() => database));
