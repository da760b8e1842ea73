// The public pages of the build (`dist/`, the admin app left out), for tests that read every page as it ships.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export const dist = path.resolve(import.meta.dirname, '../../dist');

/** Every public page's HTML file, relative to `dist/` (e.g. `si/terms/index.html`). */
export async function builtPublicPages(): Promise<string[]> {
  return (await readdir(dist, { recursive: true })).filter(
    (file) => file.endsWith('.html') && !file.startsWith('admin'),
  );
}
