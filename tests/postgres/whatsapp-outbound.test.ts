// WhatsApp's outbound half on PostgreSQL (the same suite runs on PostgreSQL in tests/integration).
import { afterAll, beforeAll, describe, vi } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { settleBackgroundWork } from '../support/netlify-context.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { whatsappOutboundSuite } from '../support/whatsapp-outbound-suite.ts';

let database: TestDatabase;
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  database = await createPostgresTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  await settleBackgroundWork();
  provideDatabase(undefined);
  await database.drop();
});

describe('WhatsApp outbound on PostgreSQL', () => whatsappOutboundSuite(() => database));
