// One way to reach the database, whichever it is (DESIGN.md "Running it"):
//   DATABASE_URL unset          -> PGlite (Postgres in WebAssembly), persisted in .data/pglite, one per process
//   DATABASE_URL on a Neon host -> @neondatabase/serverless WebSocket Pool (interactive transactions work)
//   any other postgres:// URL   -> node-postgres Pool
// The same migrations and queries run on all three.
import { PGlite } from '@electric-sql/pglite';
import { Pool as NeonPool } from '@neondatabase/serverless';
import { Kysely, PGliteDialect, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export const EMBEDDED_DATA_DIR = '.data/pglite';

// Postgres type OIDs whose text form we read differently from the drivers' defaults.
const NUMERIC = 1700; // LKR amounts and ratings: a JS number is exact enough and what every caller wants
const INT8 = 20; // count(*) and sum(): small numbers in this product
const DATE = 1082; // a Colombo calendar day: kept as 'YYYY-MM-DD' text, never shifted by the server's zone

const parsers: Record<number, (value: string) => unknown> = {
  [NUMERIC]: Number,
  [INT8]: Number,
  [DATE]: (value) => value,
};

const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    return parsers[oid] ?? pg.types.getTypeParser(oid, format);
  },
};

export type DatabaseKind = 'pglite' | 'neon' | 'postgres';

export function databaseKind(url: string | undefined): DatabaseKind {
  if (!url) return 'pglite';
  const host = new URL(url).hostname;
  return host.endsWith('.neon.tech') || host.endsWith('.neon.build') ? 'neon' : 'postgres';
}

export function createPGlite(dataDir?: string): PGlite {
  return new PGlite({ dataDir, parsers });
}

export interface Connection {
  db: Kysely<Database>;
  /** Ends this connection's pool. A no-op for the process-wide embedded database. */
  release(): Promise<void>;
}

let embedded: Kysely<Database> | undefined;
let provided: Kysely<Database> | undefined;

/**
 * Makes every later `connect()` in this process use `db` (tests, and the local server's own process).
 * Pass undefined to go back to DATABASE_URL.
 */
export function provideDatabase(db: Kysely<Database> | undefined): void {
  provided = db;
}

/** Kysely over PGlite: in memory when dataDir is omitted. */
export function createEmbeddedDatabase(dataDir?: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect({ pglite: createPGlite(dataDir) }) });
}

/** Kysely over a network Postgres (Neon or any other), with a pool of at most `max` connections. */
export function createPooledDatabase(url: string, max = 10): Kysely<Database> {
  const config = { connectionString: url, max, types: pgTypes };
  // Neon's Pool speaks node-postgres' API over a WebSocket; its typings differ in detail from Kysely's.
  const pool: PostgresPool =
    databaseKind(url) === 'neon' ? (new NeonPool(config) as unknown as PostgresPool) : new pg.Pool(config);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A database for one unit of work. Serverless functions call it per request and release it when done
 * (Neon: `context.waitUntil(release())`), because a pool must not outlive the invocation.
 */
export function connect(url = process.env.DATABASE_URL): Connection {
  if (provided) return { db: provided, release: async () => {} };
  if (!url) {
    embedded ??= createEmbeddedDatabase(process.env.PGLITE_DATA_DIR ?? EMBEDDED_DATA_DIR);
    return { db: embedded, release: async () => {} };
  }
  const db = createPooledDatabase(url, 5);
  return { db, release: () => db.destroy() };
}
