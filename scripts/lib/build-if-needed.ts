// `npm start` builds the site only when a source is newer than the last build.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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

/**
 * Builds the pages from the database the site is served with, so they carry its services as a deployed build
 * carries the live list (docs/decisions.md "Services are rendered at build time and refreshed"). The build runs
 * beside the process that holds an embedded database and reaches it through its socket: it is awaited, not run
 * synchronously, so that process can answer the build's queries.
 */
export async function buildIfNeeded(databaseUrl: string): Promise<void> {
  if (!needsBuild()) return;
  console.log('Building the site...');
  const build = spawn('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  const [code] = await once(build, 'exit');
  if (code !== 0) throw new Error('The build failed; see the messages above.');
}
