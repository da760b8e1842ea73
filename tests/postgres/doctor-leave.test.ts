// A doctor's leave and a centre's closure on PostgreSQL, where the racing booking and the leaves marked at the same
// moment really run at once (the same suite runs on PGlite).
import { afterAll, beforeAll, describe } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { doctorLeaveSuite } from '../support/doctor-leave-suite.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 12 });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

describe('leave and closures on PostgreSQL', () => doctorLeaveSuite(() => database));
