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

/** Ends every server connection to the test database but the one asking. */
async function terminateServerConnections(): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rowCount } = await client.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  await client.end();
  return rowCount ?? 0;
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
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Database connection lost'));
});
