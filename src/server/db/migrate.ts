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

/**
 * The URL migrations run on: DATABASE_URL_UNPOOLED (Neon's direct endpoint), else DATABASE_URL. A migration takes
 * locks and runs DDL for longer than a pooler in transaction mode promises to keep one server connection, so a Neon
 * pooled host (`-pooler` in its name) is refused before anything is sent (docs/deploy.md "Two URLs").
 */
export function migrationUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = env.DATABASE_URL_UNPOOLED || env.DATABASE_URL;
  if (url && new URL(url).hostname.split('.')[0]?.endsWith('-pooler')) {
    const variable = env.DATABASE_URL_UNPOOLED ? 'DATABASE_URL_UNPOOLED' : 'DATABASE_URL';
    throw new Error(
      `${variable} points at Neon's pooled endpoint (${new URL(url).hostname}): migrations need the direct one. ` +
        'Set DATABASE_URL_UNPOOLED to the connection string without "-pooler" in its host (docs/deploy.md).',
    );
  }
  return url;
}
