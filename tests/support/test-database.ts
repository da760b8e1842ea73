// Fresh, migrated databases for tests: in-memory PGlite, or a new database on the real PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createEmbeddedDatabase, createPGlite, createPooledDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { seedDemoData } from '../../src/server/demo/seed.ts';
import { settleBackgroundWork } from './netlify-context.ts';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Connection URL, for a real server only (through the pooler in test:pgbouncer). */
  url?: string;
  /** The same database on the server itself, never through a pooler: for a test that acts on server sessions. */
  directUrl?: string;
  drop(): Promise<void>;
}

/** The migrated PGlite the run's global setup dumped (pglite-snapshot-setup.ts), read once per test file. */
let migratedDump: Promise<Blob> | undefined;

async function migratedPGlite(): Promise<Kysely<Database>> {
  const file = process.env.TEST_PGLITE_MIGRATED;
  if (!file) {
    const db = createEmbeddedDatabase();
    await migrateToLatest(db);
    return db;
  }
  migratedDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return createEmbeddedDatabase({ pglite: await createPGlite(undefined, await migratedDump) });
}

export async function createPGliteTestDatabase(options: { seed?: boolean; now?: Date } = {}): Promise<TestDatabase> {
  const db = await migratedPGlite();
  if (options.seed) await seedDemoData(db, { now: options.now });
  return {
    db,
    async drop() {
      await settleBackgroundWork();
      await db.destroy();
    },
  };
}

/** Waits until the server has ended the backends of connections already closed on our side (it ends them soon
 * after, not at once). A server process still there after a minute belongs to a leak: the drop then names it. */
/** One short connection to `url` for `work` (create, drop or watch a database), closed whatever happens. */
export async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function untilDisconnected(client: pg.Client, name: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 50) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Behind test:pgbouncer's pooler, closes its idle server connections to `name` at once (its admin console's KILL)
 * rather than after its idle timeout, so that the drop does not wait for them. */
async function closePooledServerConnections(name: string): Promise<void> {
  const pooled = process.env.TEST_DATABASE_POOLED_URL;
  if (!pooled) return;
  const console = new URL(pooled);
  console.pathname = '/pgbouncer';
  await onServer(console.toString(), (client) => client.query(`kill ${name}`));
}

/** A new database on TEST_DATABASE_URL's server, dropped afterwards: each test file starts from zero (`empty`:
 * not even migrated). Its URL goes through TEST_DATABASE_POOLED_URL's pooler when that is set (test:pgbouncer). */
export async function createPostgresTestDatabase(
  options: { seed?: boolean; now?: Date; poolSize?: number; empty?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `wedakama_test_${randomBytes(6).toString('hex')}`;

  // A copy of the run's migrated template (postgres-template-setup.ts) unless the test migrates itself.
  const template = process.env.TEST_DATABASE_TEMPLATE;
  await onServer(serverUrl, (client) =>
    client.query(`create database ${name}${template && !options.empty ? ` template ${template}` : ''}`),
  );
  const url = new URL(process.env.TEST_DATABASE_POOLED_URL ?? serverUrl);
  url.pathname = `/${name}`;
  const directUrl = new URL(serverUrl);
  directUrl.pathname = `/${name}`;
  const db = createPooledDatabase(url.toString(), options.poolSize ?? 60);
  if (!options.empty && !template) await migrateToLatest(db);
  if (options.seed) await seedDemoData(db, { now: options.now });
  return {
    db,
    url: url.toString(),
    directUrl: directUrl.toString(),
    async drop() {
      // In this order nothing of this process is still connected when the database goes, so no connection of
      // ours can be terminated under a pending query (which surfaces as an unhandled error in a later test).
      await settleBackgroundWork();
      await db.destroy();
      await closePooledServerConnections(name);
      await onServer(serverUrl, async (client) => {
        await untilDisconnected(client, name);
        await client.query(`drop database if exists ${name}`);
      });
    },
  };
}
