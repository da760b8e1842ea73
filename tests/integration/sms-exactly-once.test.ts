// Exactly-once staff SMS with a slow Twilio, on PGlite (the same suite runs on PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe } from 'vitest';
import { smsExactlyOnceSuite } from '../support/sms-exactly-once-suite.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('exactly-once SMS on PGlite', () => smsExactlyOnceSuite(() => database));
