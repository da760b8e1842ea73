// The local server's pool keeps each statement with parameters prepared per connection (src/server/db/database.ts):
// PostgreSQL plans it once, answers stay the same, texts without parameters (several statements, as migrations
// send) still run, and what one connection holds is bounded.
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let prepared: Kysely<Database>;
let plain: Kysely<Database>;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ empty: true, poolSize: 1 });
  // One connection each, so the statements a test sends and the catalogue it reads share a session.
  prepared = createPooledDatabase(database.url as string, 1, { prepare: true });
  plain = createPooledDatabase(database.url as string, 1);
});
afterAll(async () => {
  await prepared?.destroy();
  await plain?.destroy();
  await database?.drop();
});

const preparedTexts = async (db: Kysely<Database>) =>
  (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.statement,
  );

test('a statement with parameters is prepared once on its connection and answers every run', async () => {
  for (const value of [1, 2, 3]) {
    const { rows } = await sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(prepared);
    expect(rows).toEqual([{ doubled: value * 2 }]);
  }
  const texts = await preparedTexts(prepared);
  expect(texts.filter((text) => text.includes('as doubled'))).toHaveLength(1);
});

test('a text without parameters runs whole, several statements in one (as migrations send them)', async () => {
  await sql`create table prepared_probe (n int); insert into prepared_probe values (7)`.execute(prepared);
  const { rows } = await sql<{ n: number }>`select n from prepared_probe where n = ${7}`.execute(prepared);
  expect(rows).toEqual([{ n: 7 }]);
  expect(await preparedTexts(prepared)).not.toContainEqual(expect.stringContaining('create table'));
});

test('a pool without the option prepares nothing', async () => {
  await sql`select ${5}::int as n`.execute(plain);
  expect(await preparedTexts(plain)).toEqual([]);
});

test('a connection holds at most 500 prepared statements; texts past that still answer, unprepared', async () => {
  for (let index = 0; index < 520; index++) {
    const { rows } = await sql<{ n: number }>`select ${index}::int as ${sql.ref(`n${index}`)}`.execute(prepared);
    expect(Object.values(rows[0] ?? {})).toEqual([index]);
  }
  expect(await preparedTexts(prepared)).toHaveLength(500);
});
