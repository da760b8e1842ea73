// One way to reach the database, whichever it is (docs/decisions.md "Postgres through Kysely, three drivers"):
//   DATABASE_URL unset          -> PGlite (Postgres in WebAssembly), persisted in .data/pglite, one per process
//   DATABASE_URL on a Neon host -> @neondatabase/serverless WebSocket Pool (interactive transactions work)
//   any other postgres:// URL   -> node-postgres Pool
// The same migrations and queries run on all three. DATABASE_DRIVER=neon (with NEON_WS_PROXY=host:port, a plain
// WebSocket-to-TCP proxy) runs Neon's driver against any PostgreSQL: `npm run test:neon` (docs/deploy.md).
import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { Pool as NeonPool, neonConfig } from '@neondatabase/serverless';
import {
  type DatabaseConnection,
  type Driver,
  Kysely,
  PGliteDialect,
  PostgresDialect,
  type PostgresPool,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';
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

type DatabaseKind = 'pglite' | 'neon' | 'postgres';

function databaseKind(url: string | undefined): DatabaseKind {
  if (!url) return 'pglite';
  if (process.env.DATABASE_DRIVER === 'neon') return 'neon';
  const host = new URL(url).hostname;
  return host.endsWith('.neon.tech') || host.endsWith('.neon.build') ? 'neon' : 'postgres';
}

// A specifier the bundler cannot follow: Netlify's esbuild would otherwise put PGlite (about 0.5 MB) into every
// function, which always runs on DATABASE_URL in production. Locally Node resolves it from node_modules.
const PGLITE_MODULE: string = '@electric-sql/pglite';

/** PGlite, loaded only when the embedded database is used; `loadDataDir` starts it from a dump (dumpDataDir). */
export async function createPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = (await import(PGLITE_MODULE)) as typeof import('@electric-sql/pglite');
  return new PGlite({ dataDir, loadDataDir, parsers });
}

/**
 * PGlite is one Postgres session. Whoever holds it (a Kysely transaction from its BEGIN to its COMMIT, one
 * statement outside a transaction, or a socket client until it is idle again) holds it alone: otherwise the
 * statements, parameters and transactions of concurrent requests interleave on that one session.
 */
export class SessionLock {
  #tail: Promise<void> = Promise.resolve();
  #waiting = 0;

  /** Resolves, in arrival order, once the session is free, with the function that frees it again. */
  acquire(): Promise<() => void> {
    let free!: () => void;
    const freed = new Promise<void>((resolve) => {
      free = resolve;
    });
    const turn = this.#tail.then(() => {
      this.#waiting--;
      return free;
    });
    this.#waiting++;
    this.#tail = this.#tail.then(() => freed);
    return turn;
  }

  get waiting(): number {
    return this.#waiting;
  }
}

const sessionLocks = new WeakMap<PGlite, SessionLock>();

/** The one lock of this PGlite session, shared by every Kysely and socket over it. */
export function sessionLockOf(pglite: PGlite): SessionLock {
  let lock = sessionLocks.get(pglite);
  if (!lock) {
    lock = new SessionLock();
    sessionLocks.set(pglite, lock);
  }
  return lock;
}

/** Kysely's PGlite driver with the session held from acquiring its one connection until releasing it. */
class SessionHoldingDriver implements Driver {
  readonly #inner: Driver;
  readonly #lock: () => SessionLock;
  #free: (() => void) | undefined;

  constructor(inner: Driver, lock: () => SessionLock) {
    this.#inner = inner;
    this.#lock = lock;
  }
  init(): Promise<void> {
    return this.#inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const free = await this.#lock().acquire();
    try {
      const connection = await this.#inner.acquireConnection();
      this.#free = free;
      return connection;
    } catch (error) {
      free();
      throw error;
    }
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const free = this.#free;
    this.#free = undefined;
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      free?.();
    }
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#inner.savepoint?.(connection, name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#inner.rollbackToSavepoint?.(connection, name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#inner.releaseSavepoint?.(connection, name, compile);
  }
  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
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

/**
 * Kysely over PGlite (in memory when neither is given: a new instance on dataDir, or an existing instance).
 * Concurrent requests take the one session in turn, each for a whole transaction or statement.
 */
export function createEmbeddedDatabase(source: { dataDir?: string; pglite?: PGlite } = {}): Kysely<Database> {
  let instance = source.pglite;
  const dialect = new (class extends PGliteDialect {
    override createDriver(): Driver {
      return new SessionHoldingDriver(super.createDriver(), () => {
        if (!instance) throw new Error('PGlite is not open yet');
        return sessionLockOf(instance);
      });
    }
  })({
    pglite: async () => {
      instance ??= await createPGlite(source.dataDir);
      return instance;
    },
  });
  return new Kysely<Database>({ dialect });
}

interface ErrorEmitter {
  on(event: 'error', listener: (error: Error) => void): unknown;
}

/**
 * A connection the server ends (a restart, pg_terminate_backend, an idle timeout, a network cut) emits 'error',
 * on the pool while it is idle and on the client while a request holds it; an 'error' nobody listens to ends the
 * process. The pool has already discarded that connection (a held one when it is released) and opens a new one
 * for the next query, so logging is all that is left to do; the query that was running fails on its own.
 */
function logLostConnections(
  pool: ErrorEmitter & { on(event: 'connect', listener: (client: ErrorEmitter) => void): unknown },
) {
  const log = (error: Error) => console.warn(`Database connection lost, a new one will replace it: ${error.message}`);
  pool.on('error', log);
  pool.on('connect', (client) => client.on('error', log));
}

// Prepared statements kept per connection: a few dozen texts in this product; the cap bounds what an unforeseen
// family of texts (an `in (...)` list of every length, say) could make each connection hold.
const PREPARED_PER_CONNECTION = 500;

// A statement's name, hashed once per text rather than on every run; bounded like the connections' names.
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  const known = statementNames.get(text);
  if (known) return known;
  const name = `k${createHash('sha1').update(text).digest('base64url')}`;
  if (statementNames.size < PREPARED_PER_CONNECTION) statementNames.set(text, name);
  return name;
}

/**
 * node-postgres' Client that names each statement with parameters after its text, so that PostgreSQL parses and
 * plans it once per connection instead of on every run (docs/booking-speed.md). Statements without
 * parameters keep the simple protocol, which runs several statements in one text (migrations).
 */
class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  /** The name `text` runs under on this connection, or `undefined` once the connection holds its cap. */
  preparedName(text: string): string | undefined {
    const name = statementName(text);
    if (this.#prepared.has(name)) return name;
    if (this.#prepared.size >= PREPARED_PER_CONNECTION) return undefined;
    this.#prepared.add(name);
    return name;
  }
}
// Assigned rather than declared in the class: node-postgres types `query` as a dozen overloads.
PreparingClient.prototype.query = function preparedQuery(this: PreparingClient, ...args: unknown[]) {
  const [text, values] = args;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const name =
    args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0
      ? this.preparedName(text)
      : undefined;
  return name ? query.call(this, { name, text, values }) : query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * The pool for a network Postgres: Neon's WebSocket Pool on a Neon host, node-postgres' elsewhere, both with their
 * lost connections logged. `prepare` (node-postgres only) names statements for a pool whose connections live long
 * (the local server): a function's pool lives for one request, where preparing would only add names.
 * Exported so a test can check the Neon pool's listeners without a Neon server.
 */
export function createPool(url: string, max: number, options: { prepare?: boolean } = {}): PostgresPool {
  const config = { connectionString: url, max, types: pgTypes };
  if (databaseKind(url) === 'neon') {
    useLocalWebSocketProxy(process.env.NEON_WS_PROXY);
    const neon = new NeonPool(config);
    logLostConnections(neon);
    // Neon's Pool speaks node-postgres' API over a WebSocket; its typings differ in detail from Kysely's.
    return neon as unknown as PostgresPool;
  }
  const local = new pg.Pool(options.prepare ? { ...config, Client: PreparingClient } : config);
  logLostConnections(local);
  return local;
}

/**
 * Neon's driver reaches Neon's own WebSocket endpoint over TLS. With `proxy` (host:port of a plain WebSocket-to-TCP
 * proxy in front of a PostgreSQL without TLS, as the tests start one) it speaks the same protocol to that proxy
 * instead, without TLS and without pipelining the password (a trust login sends none).
 */
function useLocalWebSocketProxy(proxy: string | undefined): void {
  if (!proxy) return;
  neonConfig.wsProxy = (host, port) => `${proxy}/?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
}

/** Kysely over a network Postgres (Neon or any other), with a pool of at most `max` connections. */
export function createPooledDatabase(url: string, max = 10, options: { prepare?: boolean } = {}): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: createPool(url, max, options) }) });
}

/**
 * Connections one function invocation may hold at once: a transaction and a read beside it at most (the booking's
 * dispatcher kick runs after its answer). Against Neon's pooled endpoint these are pooler clients, of which it takes
 * 10,000; the server connections behind them are held only while a transaction runs (docs/scale.md).
 */
export const FUNCTION_POOL_SIZE = 3;

/**
 * A database for one unit of work. Serverless functions call it per request and release it when done
 * (Neon: `context.waitUntil(release())`), because a pool must not outlive the invocation.
 */
export function connect(url = process.env.DATABASE_URL): Connection {
  if (provided) return { db: provided, release: async () => {} };
  if (!url) {
    embedded ??= createEmbeddedDatabase({ dataDir: process.env.PGLITE_DATA_DIR ?? EMBEDDED_DATA_DIR });
    return { db: embedded, release: async () => {} };
  }
  const db = createPooledDatabase(url, FUNCTION_POOL_SIZE);
  return { db, release: () => db.destroy() };
}

/**
 * Runs `work` in a transaction: the caller's own when it already is one (a staff change and its activity-log
 * entry, say), a new one otherwise. Kysely cannot nest transactions.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
