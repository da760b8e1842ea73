// Migrates one PGlite once per run and dumps its data folder: each integration test file's fresh database then
// starts from that dump instead of running initdb and every migration again (docs/architecture.md "Tests").
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmbeddedDatabase, createPGlite } from '../../src/server/db/database.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

export default async function setup() {
  const folder = await mkdtemp(path.join(tmpdir(), 'wedakama-pglite-'));
  const pglite = await createPGlite();
  const db = createEmbeddedDatabase({ pglite });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_MIGRATED = file;
  return () => rm(folder, { recursive: true, force: true });
}
