// `npm start` builds the site only when a source is newer than the last build, or when the database it serves has
// other services than the pages were built with.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { servicesSignature } from '../../src/components/home/service-card-model.ts';
import { listAvailableServices } from '../../src/server/services/service-queries.ts';
import type { Service } from '../../src/shared/services/service.ts';
import type { ServedDatabase } from './serve-product.ts';

const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json'];
const STAMP = 'dist/index.html';

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Whether a source changed since the last build (or there is none). */
export function needsBuild(): boolean {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  return built <= Math.max(...SOURCES.map(newestChange));
}

/** Whether the pages carry these services: the home page records those it was built with for its refresh
 * (ServicesSection.astro). */
export function builtWithServices(services: Service[]): boolean {
  if (!existsSync(STAMP)) return false;
  const built = /data-signature="([^"]*)"/.exec(readFileSync(STAMP, 'utf8'))?.[1];
  return built === servicesSignature(services);
}

/**
 * Builds the pages from the database the site is served with, so they carry its services as a deployed build
 * carries the live list (docs/decisions.md "Services are rendered at build time and refreshed"). The build runs
 * beside the process that holds an embedded database and reaches it through its socket: it is awaited, not run
 * synchronously, so that process can answer the build's queries.
 */
export async function buildIfNeeded(database: ServedDatabase): Promise<void> {
  if (!needsBuild() && builtWithServices(await listAvailableServices(database.db))) return;
  console.log('Building the site...');
  const build = spawn('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: database.url },
  });
  const [code] = await once(build, 'exit');
  if (code !== 0) throw new Error('The build failed; see the messages above.');
}
