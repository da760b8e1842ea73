// The embedded database of the local server: PGlite persisted in .data/pglite, migrated and seeded. The local
// server's handlers use `db` in-process; the same session is offered on a Postgres wire-protocol socket on
// loopback (psql, and `npm run dev`, whose functions run outside this process). Both take PGlite's one session
// in turn, a whole transaction at a time (pglite-socket.ts).
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { createEmbeddedDatabase, createPGlite, EMBEDDED_DATA_DIR } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { isSeeded, seedDemoData } from '../../src/server/demo/seed.ts';
import { startPGliteSocket } from './pglite-socket.ts';

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
  const pglite = await createPGlite(dataDir);
  const db = createEmbeddedDatabase({ pglite });
  await migrateToLatest(db);
  if (!(await isSeeded(db))) await seedDemoData(db);
  // No default password anywhere: the demo admin gets a fresh random one at every start.
  const demoAdminPassword = randomBytes(12).toString('base64url');
  await upsertAdmin(db, { email: DEMO_ADMIN_EMAIL, password: demoAdminPassword, name: 'Demo Admin', role: 'admin' });

  const socket = await startPGliteSocket(pglite);
  return {
    url: `postgres://postgres:postgres@${socket.address}/postgres?sslmode=disable`,
    db,
    demoAdminPassword,
    async stop() {
      await socket.stop();
      await db.destroy();
    },
  };
}
