// The embedded database's Postgres socket (psql, `npm run dev`): each client's transaction runs alone on PGlite's
// one session, as it would on its own connection to PostgreSQL, and a client that goes away mid-transaction
// leaves nothing behind and blocks no one.
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type PGliteSocket, startPGliteSocket } from '../../scripts/lib/pglite-socket.ts';
import { createPGlite } from '../../src/server/db/database.ts';

let socket: PGliteSocket;
let url: string;
const clients: pg.Client[] = [];

beforeAll(async () => {
  const pglite = await createPGlite();
  await pglite.exec('create table visits (id serial primary key, who text not null)');
  socket = await startPGliteSocket(pglite);
  url = `postgres://postgres:postgres@${socket.address}/postgres?sslmode=disable`;
});
afterAll(async () => {
  await Promise.allSettled(clients.map((client) => client.end()));
  await socket?.stop();
});

async function client(): Promise<pg.Client> {
  const connection = new pg.Client({ connectionString: url });
  connection.on('error', () => {}); // the test ends some of them on purpose
  await connection.connect();
  clients.push(connection);
  return connection;
}

const count = async (c: pg.Client) =>
  Number((await c.query<{ n: string }>('select count(*) as n from visits')).rows[0]?.n);

test("another client's statement waits for an open transaction and never sees its uncommitted rows", async () => {
  const [a, b] = [await client(), await client()];
  await a.query('begin');
  await a.query("insert into visits (who) values ('a')");
  let seen: number | undefined;
  const waiting = count(b).then((n) => {
    seen = n;
    return n;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(seen).toBeUndefined(); // b waits: it does not run inside a's transaction
  await a.query('commit');
  expect(await waiting).toBe(1);
});

test('parameterised statements of 20 clients at once each get their own answer', async () => {
  const many = await Promise.all(Array.from({ length: 20 }, () => client()));
  // A different statement per client: one client's Bind must not meet another's Parse.
  const answers = await Promise.all(
    many.map((c, index) => c.query<{ n: number }>(`select $1::int + ${index} as n`, [index * 1000])),
  );
  expect(answers.map((answer) => answer.rows[0]?.n)).toEqual(many.map((_, index) => index * 1000 + index));
});

test('a client that disconnects inside a transaction has it rolled back and frees the session', async () => {
  const [a, b] = [await client(), await client()];
  const before = await count(b);
  await a.query('begin');
  await a.query("insert into visits (who) values ('gone')");
  (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  expect(await count(b)).toBe(before);
});
