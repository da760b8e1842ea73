// A patient's WhatsApp answers on PostgreSQL (the same suite runs on PGlite in tests/integration).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { whatsappInboundSuite } from '../support/whatsapp-inbound-suite.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('WhatsApp answers on PostgreSQL', () => whatsappInboundSuite(() => database));
