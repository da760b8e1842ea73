// A pool's 'error' event with nobody listening ends the Node process. On Neon (production) the pool lives for one
// function invocation; a connection Neon drops while idle must be logged, not take the invocation down. No Neon
// server is needed: the events are the ones pg-pool emits (tests/postgres/lost-connection.test.ts does the same
// against a real PostgreSQL through the whole server).
import { EventEmitter } from 'node:events';
import { afterEach, expect, test, vi } from 'vitest';
import { createPool } from '../../src/server/db/database.ts';

const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
afterEach(() => warn.mockClear());

const POOLS = [
  ['Neon', 'postgres://user:secret@ep-quiet-sea-123456.ap-southeast-1.aws.neon.tech/neondb'],
  ['PostgreSQL', 'postgres://postgres@127.0.0.1:5432/unused'],
];

interface Emitting {
  emit(event: string, ...args: unknown[]): boolean;
  end(): Promise<void>;
}

test.each(POOLS)('a %s pool logs a lost idle connection instead of ending the process', async (_kind, url) => {
  const pool = createPool(url, 2) as unknown as Emitting;
  expect(() => pool.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Database connection lost'));
  await pool.end();
});

test.each(POOLS)('a %s connection that fails while a request holds it is logged too', async (_kind, url) => {
  const pool = createPool(url, 2) as unknown as Emitting;
  const client = new EventEmitter();
  pool.emit('connect', client);
  expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Connection terminated unexpectedly'));
  await pool.end();
});
