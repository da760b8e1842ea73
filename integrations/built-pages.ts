// The HTML files of the build's output, for the build steps that read or change the pages Astro wrote (the script
// fonts, the language redirects, scripts after the paint, each page's script hashes).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A script element of a built page: its attributes (group 1, with their leading space) and its body (group 2). */
export const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** Every built page under `dir`, as absolute file paths. */
export async function builtPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Applies `rewrite` to every built page and writes back the ones it changed; returns how many it changed. */
export async function rewriteBuiltPages(dist: URL, rewrite: (html: string) => string): Promise<number> {
  let changed = 0;
  for (const file of await builtPages(fileURLToPath(dist))) {
    const html = await readFile(file, 'utf8');
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed++;
  }
  return changed;
}
