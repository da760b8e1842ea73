// A query compiled once answers every later call with that call's values, not the first call's, and refuses an
// argument that does not reach the query as a value (src/server/db/compile-once.ts).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { compileOnce } from '../../src/server/db/compile-once.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
});
afterAll(() => database.drop());

describe('compileOnce', () => {
  const byColumn = compileOnce(
    (db, column: 'name' | 'id', value: string) =>
      db.selectFrom('medical_centers').select(['id', 'name']).where(column, '=', value).where('is_active', '=', true),
    (column) => column,
  );

  test('each call runs with its own values, and each shape with its own SQL', async () => {
    const centers = await database.db.selectFrom('medical_centers').select(['id', 'name']).orderBy('name').execute();
    expect(centers.length).toBeGreaterThan(1);
    for (const center of centers) {
      expect((await byColumn(database.db, 'id', center.id)).rows).toEqual([center]);
      expect((await byColumn(database.db, 'name', center.name)).rows).toEqual([center]);
    }
    expect((await byColumn(database.db, 'name', 'No such centre')).rows).toEqual([]);
  });

  test('an argument that stands in two places takes each call’s value in both', async () => {
    const same = compileOnce(
      (_db, _shape: 'one', value: string) =>
        sql<{ same: boolean; v: string }>`select ${value} = ${value} as same, ${value} as v`,
      () => 'one',
    );
    expect((await same(database.db, 'one', 'a')).rows).toEqual([{ same: true, v: 'a' }]);
    expect((await same(database.db, 'one', 'b')).rows).toEqual([{ same: true, v: 'b' }]);
  });

  test('an argument changed before it reaches the query is refused, not compiled into the SQL', () => {
    const lowered = compileOnce(
      (db, _shape: 'one', name: string) =>
        db.selectFrom('services').select('id').where('name', '=', name.toUpperCase()),
      () => 'one',
    );
    expect(() => lowered(database.db, 'one', 'x')).toThrow(/argument 0 is not a value of the query/);
  });
});
