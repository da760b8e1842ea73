// The embedded database of the local server: PGlite persisted in .data/pglite, migrated and seeded, shared with
// the function workers through a Postgres wire-protocol socket on loopback (each Netlify function invocation
// runs in its own worker thread, and PGlite is one in-process connection).
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Kysely, PGliteDialect } from 'kysely';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { createPGlite, EMBEDDED_DATA_DIR } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { isSeeded, seedDemoData } from '../../src/server/demo/seed.ts';

export const DEMO_ADMIN_EMAIL = 'admin@wedakama.local';

export interface EmbeddedDatabase {
  url: string;
  db: Kysely<Database>;
  demoAdminPassword: string;
  stop(): Promise<void>;
}

export async function startEmbeddedDatabase(
  dataDir = process.env.PGLITE_DATA_DIR ?? EMBEDDED_DATA_DIR,
): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const pglite = createPGlite(dataDir);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  if (!(await isSeeded(db))) await seedDemoData(db);
  // No default password anywhere: the demo admin gets a fresh random one at every start.
  const demoAdminPassword = randomBytes(12).toString('base64url');
  await upsertAdmin(db, { email: DEMO_ADMIN_EMAIL, password: demoAdminPassword, name: 'Demo Admin', role: 'admin' });

  const server = new PGLiteSocketServer({ db: pglite, host: '127.0.0.1', port: 0, maxConnections: 32 });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${address}/postgres?sslmode=disable`,
    db,
    demoAdminPassword,
    async stop() {
      await server.stop();
      await pglite.close();
    },
  };
}
