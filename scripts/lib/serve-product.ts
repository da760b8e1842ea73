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
  return {
    url: server.url,
    databaseUrl,
    demoAdminPassword,
    async close() {
      await server.close();
      provideDatabase(undefined);
      await db.destroy();
      await stopEmbedded();
    },
  };
}
