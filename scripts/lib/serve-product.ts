// The whole product on one origin: the database (embedded unless DATABASE_URL is set), migrated, and the local
// server over it. Used by `npm start` and by the browser tests, so both serve the site the same way.
import type { Kysely } from 'kysely';
import { createPooledDatabase, provideDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { startEmbeddedDatabase } from './embedded-database.ts';
import { startLocalServer } from './local-server.ts';

/** The database the product is served from: what a step before serving (npm start's build) reads. */
export interface ServedDatabase {
  db: Kysely<Database>;
  /** Its connection URL: the embedded database's socket, or DATABASE_URL. */
  url: string;
}

export interface RunningProduct {
  url: string;
  databaseUrl: string;
  /** Set when the embedded database created the demo admin. */
  demoAdminPassword?: string;
  /** With it, the demo admin's second factor (embedded-database.ts). */
  demoAdminSecondFactor?: { secret: string; recoveryCodes: string[] };
  close(): Promise<void>;
}

export async function serveProduct(options: {
  port: number;
  host?: string;
  databaseUrl?: string;
  dataDir?: string;
  /** Run the scheduled functions (the outbox dispatcher) every minute, as Netlify runs them on their schedule. */
  runScheduledFunctions?: boolean;
  /** Runs once the database is migrated and before the site is served (npm start builds from the database here). */
  beforeServing?: (database: ServedDatabase) => Promise<void>;
  /**
   * Each request opens its own small pool on `databaseUrl` and closes it after its answer, as a deployed function
   * does (connect() in src/server/db/database.ts), instead of sharing the server's: the benchmark's pooled mode.
   */
  connectPerRequest?: boolean;
}): Promise<RunningProduct> {
  let databaseUrl = options.databaseUrl;
  let demoAdminPassword: string | undefined;
  let demoAdminSecondFactor: RunningProduct['demoAdminSecondFactor'];
  let db: Kysely<Database>;
  let stopDatabase: () => Promise<void>;
  if (databaseUrl) {
    // One pool for the life of the server (a deployed function opens one per request instead): its connections
    // live long, so each keeps its statements prepared. Not behind a pooler in transaction mode that does not track
    // prepared statements (PgBouncer before 1.21): a name prepared on one server connection is unknown on the next
    // (DATABASE_PREPARE=off, docs/deploy.md "Two URLs").
    const pooled = createPooledDatabase(databaseUrl, 20, { prepare: process.env.DATABASE_PREPARE !== 'off' });
    await migrateToLatest(pooled);
    db = pooled;
    stopDatabase = () => pooled.destroy();
  } else {
    // The handlers run in this process on the embedded database itself, which hands its one session to one
    // transaction or statement at a time; the socket is for psql and waits its turn the same way.
    const embedded = await startEmbeddedDatabase(options.dataDir);
    databaseUrl = embedded.url;
    demoAdminPassword = embedded.demoAdminPassword;
    demoAdminSecondFactor = embedded.demoAdminSecondFactor;
    db = embedded.db;
    stopDatabase = embedded.stop;
  }
  if (options.connectPerRequest) {
    process.env.DATABASE_URL = databaseUrl;
    provideDatabase(undefined);
  } else {
    provideDatabase(db);
  }
  await options.beforeServing?.({ db, url: databaseUrl });
  const server = await startLocalServer({ port: options.port, host: options.host });
  const scheduled = options.runScheduledFunctions ? await runScheduledFunctions() : undefined;
  return {
    url: server.url,
    databaseUrl,
    demoAdminPassword,
    demoAdminSecondFactor,
    async close() {
      await scheduled?.stop();
      await server.close();
      provideDatabase(undefined);
      await stopDatabase();
    },
  };
}

/** Netlify runs netlify/functions/dispatch-outbox.ts every 5 minutes; locally every minute, so the messages of
 * forms that do not kick the dispatcher (contact, donations, volunteers) still leave (.eml files, the SMS log). */
async function runScheduledFunctions(): Promise<{ stop(): Promise<void> }> {
  const { default: dispatchScheduled } = await import('../../netlify/functions/dispatch-outbox.ts');
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = dispatchScheduled().catch((error: unknown) =>
      console.error('Scheduled outbox run failed:', error instanceof Error ? error.message : error),
    );
  };
  const timer = setInterval(run, 60_000);
  timer.unref();
  return {
    // The run under way finishes before the database closes under it.
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
