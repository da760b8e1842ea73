// The embedded database of the local server: PGlite persisted in .data/pglite, migrated and seeded. The local
// server's handlers use `db` in-process; the same session is offered on a Postgres wire-protocol socket on
// loopback (psql, and `npm run dev`, whose functions run outside this process). Both take PGlite's one session
// in turn, a whole transaction at a time (pglite-socket.ts).
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { enrolDirectly } from '../../src/server/admin/second-factor.ts';
import { createEmbeddedDatabase, createPGlite, EMBEDDED_DATA_DIR } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { isSeeded, seedDemoData } from '../../src/server/demo/seed.ts';
import { startPGliteSocket } from './pglite-socket.ts';

export const DEMO_ADMIN_EMAIL = 'admin@wedakama.local';

/** How npm start and npm run dev tell the developer to sign in as the demo admin, second step included. */
export function demoSignInLines(
  url: string,
  password: string,
  secondFactor: { secret: string; recoveryCodes: string[] },
) {
  return [
    `Admin portal: ${url}/admin/login  e-mail ${DEMO_ADMIN_EMAIL}  password ${password}`,
    `  Second step: a code from an authenticator app given the key ${secondFactor.secret}`,
    `  or one of these one-time recovery codes: ${secondFactor.recoveryCodes.join(' ')}`,
  ];
}

export interface EmbeddedDatabase {
  url: string;
  db: Kysely<Database>;
  demoAdminPassword: string;
  /** The demo admin's second factor: the TOTP secret (for an authenticator app) and ten one-time recovery codes. */
  demoAdminSecondFactor: { secret: string; recoveryCodes: string[] };
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
  const demoId = await upsertAdmin(db, {
    email: DEMO_ADMIN_EMAIL,
    password: demoAdminPassword,
    name: 'Demo Admin',
    role: 'admin',
  });
  // Role admin reads health information, so it signs in with a second factor: a new one at every start too.
  const demoAdminSecondFactor = await enrolDirectly(db, demoId);

  const socket = await startPGliteSocket(pglite);
  return {
    url: `postgres://postgres:postgres@${socket.address}/postgres?sslmode=disable`,
    db,
    demoAdminPassword,
    demoAdminSecondFactor,
    async stop() {
      await socket.stop();
      await db.destroy();
    },
  };
}
