import { afterAll, beforeAll, expect, test } from 'vitest';
import { schemaSnapshot } from '../support/schema-snapshot.ts';
import { createPGliteTestDatabase, createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let postgres: TestDatabase;
let pglite: TestDatabase;
beforeAll(async () => {
  [postgres, pglite] = await Promise.all([createPostgresTestDatabase({ seed: true }), createPGliteTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([postgres?.drop(), pglite?.drop()]);
});

test('migrations from zero leave PostgreSQL and PGlite with the same schema', async () => {
  const [onPostgres, onPGlite] = await Promise.all([schemaSnapshot(postgres.db), schemaSnapshot(pglite.db)]);
  expect(onPostgres.length).toBeGreaterThan(100);
  expect(onPostgres).toEqual(onPGlite);
});

test('the demo data seeds on PostgreSQL too', async () => {
  const centers = await postgres.db.selectFrom('medical_centers').select('id').orderBy('id').execute();
  expect(centers.map((center) => center.id)).toEqual([
    'anuradhapura',
    'colombo',
    'galle',
    'kandy',
    'negombo',
    'nuwara-eliya',
  ]);
});
