// A connection PostgreSQL ends (restart, pg_terminate_backend, idle timeout) must not end the server: the pool
// logs it, replaces it, and the next requests are answered.
import pg from 'pg';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { type RunningProduct, serveProduct } from '../../scripts/lib/serve-product.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let product: RunningProduct;
const warn = vi.spyOn(console, 'warn');

beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 2 });
  product = await serveProduct({ port: 0, databaseUrl: database.url });
});
afterAll(async () => {
  await product?.close();
  await database?.drop();
  warn.mockRestore();
});

/**
 * Ends every server connection to the test database but the one asking, and returns once PostgreSQL has ended them:
 * pg_terminate_backend only signals, and on a loaded machine a backend takes a while to act on it. Each one sends
 * its client the "terminating connection" error before it leaves pg_stat_activity, so from then on the server has
 * been told of every lost connection.
 */
async function terminateServerConnections(): Promise<number> {
  // On the server itself: behind a pooler (test:pgbouncer) each statement may run on another server connection, so
  // "every one but mine" needs a session of its own.
  const client = new pg.Client({ connectionString: database.directUrl });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const pids = rows.map((row) => row.pid);
  await client.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [pids]);
  await vi.waitFor(
    async () => {
      const { rows: left } = await client.query('select 1 from pg_stat_activity where pid = any($1)', [pids]);
      expect(left).toEqual([]);
    },
    { timeout: 30_000, interval: 50 },
  );
  await client.end();
  return pids.length;
}

const services = () => fetch(`${product.url}/api/services`, { signal: AbortSignal.timeout(30_000) });

test('killing the pool connections while requests run leaves the server answering every later request', async () => {
  // Fill the server's pool with connections, then end them all, idle ones and ones in use alike.
  expect((await Promise.all(Array.from({ length: 20 }, services))).map((r) => r.status)).toEqual(Array(20).fill(200));
  const during = Array.from({ length: 20 }, services);
  expect(await terminateServerConnections()).toBeGreaterThan(0);
  // A request whose statement was running on a killed connection may fail, but every one is answered.
  const answered = await Promise.all(during);
  expect(answered.every((response) => response.status > 0)).toBe(true);

  const after = await Promise.all(Array.from({ length: 20 }, services));
  expect(after.map((response) => response.status)).toEqual(Array(20).fill(200));
  // Behind a pooler (test:pgbouncer) the server's own connections go to the pooler, which replaces the server
  // connections it lost: only a statement running at that moment sees it, so a lost connection may not be logged.
  if (!process.env.TEST_DATABASE_POOLED_URL) {
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Database connection lost'));
  }
});
