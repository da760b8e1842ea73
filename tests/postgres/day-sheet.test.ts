// The day sheet and the paged appointments list on PostgreSQL (the same suite runs on PGlite in tests/integration).
import { afterAll, beforeAll, describe } from 'vitest';
import { daySheetSuite } from '../support/day-sheet-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true });
});
afterAll(() => database?.drop());

describe('the day sheet and the list pages on PostgreSQL', () => daySheetSuite(() => database));
