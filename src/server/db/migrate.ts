import type { Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { type CentersSync, syncCentersFromContent } from '../content/sync-centers.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

export interface MigrateResult {
  /** The migrations applied by this run. */
  applied: string[];
  centers: CentersSync;
}

/**
 * Brings the database to the latest migration, then the centres in step with content/centers (their public facts
 * are owned there: src/server/content/sync-centers.ts). Throws with the failing migration's name and error.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrateResult> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`, { cause: error });
  }
  return { applied: results.map((result) => result.migrationName), centers: await syncCentersFromContent(db) };
}
