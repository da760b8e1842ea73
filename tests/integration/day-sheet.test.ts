// The day sheet and the paged appointments list on PGlite (the same suite runs on PostgreSQL in tests/postgres).
import { afterAll, beforeAll, describe } from 'vitest';
import { daySheetSuite } from '../support/day-sheet-suite.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
});
afterAll(() => database.drop());

describe('the day sheet and the list pages on PGlite', () => daySheetSuite(() => database));
