// The front desk books and moves visits on the embedded database (the same suite runs on PostgreSQL).
import { afterAll, beforeAll, describe, vi } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { deskBookingSuite } from '../support/desk-booking-suite.ts';
import { settleBackgroundWork } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  await settleBackgroundWork();
  provideDatabase(undefined);
  await database.drop();
  vi.restoreAllMocks();
});

describe('the desk books and moves visits (PGlite)', () => deskBookingSuite(() => database));
