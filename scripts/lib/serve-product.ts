// The whole product on one origin: the database (embedded unless DATABASE_URL is set), migrated, and the local
// server over it. Used by `npm start` and by the browser tests, so both serve the site the same way.
import { createPooledDatabase, provideDatabase } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { startEmbeddedDatabase } from './embedded-database.ts';
import { startLocalServer } from './local-server.ts';

export interface RunningProduct {
  url: string;
  databaseUrl: string;
  /** Set when the embedded database created the demo admin. */
  demoAdminPassword?: string;
  close(): Promise<void>;
}

export async function serveProduct(options: {
  port: number;
  host?: string;
  databaseUrl?: string;
  dataDir?: string;
  /** Run the scheduled functions (the outbox dispatcher) every minute, as Netlify runs them on their schedule. */
  runScheduledFunctions?: boolean;
}): Promise<RunningProduct> {
  let databaseUrl = options.databaseUrl;
  let demoAdminPassword: string | undefined;
  let stopEmbedded = async () => {};
  if (!databaseUrl) {
    const embedded = await startEmbeddedDatabase(options.dataDir);
    // Requests reach the embedded database through its socket, whose queue keeps concurrent transactions apart.
    databaseUrl = embedded.url;
    demoAdminPassword = embedded.demoAdminPassword;
    stopEmbedded = embedded.stop;
  }
  // One pool for the life of the server (a deployed function opens one per request instead).
  const db = createPooledDatabase(databaseUrl, 20);
  await migrateToLatest(db);
  provideDatabase(db);
  const server = await startLocalServer({ port: options.port, host: options.host });
  const scheduled = options.runScheduledFunctions ? await runScheduledFunctions() : undefined;
  return {
    url: server.url,
    databaseUrl,
    demoAdminPassword,
    async close() {
      if (scheduled) clearInterval(scheduled);
      await server.close();
      provideDatabase(undefined);
      await db.destroy();
      await stopEmbedded();
    },
  };
}

/** Netlify runs netlify/functions/dispatch-outbox.ts every 5 minutes; locally every minute, so the messages of
 * forms that do not kick the dispatcher (contact, donations, volunteers) still leave (.eml files, the SMS log). */
async function runScheduledFunctions(): Promise<NodeJS.Timeout> {
  const { default: dispatchScheduled } = await import('../../netlify/functions/dispatch-outbox.ts');
  const run = () =>
    dispatchScheduled().catch((error: unknown) =>
      console.error('Scheduled outbox run failed:', error instanceof Error ? error.message : error),
    );
  const timer = setInterval(run, 60_000);
  timer.unref();
  return timer;
}
