// Exactly-once staff SMS with a slow Twilio on PostgreSQL, where the two dispatchers really run at once.
import { afterAll, beforeAll, describe } from 'vitest';
import { smsExactlyOnceSuite } from '../support/sms-exactly-once-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ poolSize: 8 });
});
afterAll(async () => {
  await database?.drop();
});

describe('exactly-once SMS on PostgreSQL', () => smsExactlyOnceSuite(() => database));
