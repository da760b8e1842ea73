// `npm start` builds the site only when a source is newer than the last build.
import { spawnSync } from 'node:child_process';
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

export function buildIfNeeded(): void {
  if (!needsBuild()) return;
  console.log('Building the site...');
  const result = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed; see the messages above.');
}
