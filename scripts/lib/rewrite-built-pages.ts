// The build steps that change the pages Astro wrote (scripts after the paint, each page's script hashes) go through
// every HTML file of the output the same way.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Applies `rewrite` to every built page and writes back the ones it changed; returns how many it changed. */
export async function rewriteBuiltPages(root: string, rewrite: (html: string) => string): Promise<number> {
  const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
  let changed = 0;
  for (const page of pages) {
    const file = path.join(root, page);
    const html = await readFile(file, 'utf8');
    const rewritten = rewrite(html);
    if (rewritten === html) continue;
    await writeFile(file, rewritten);
    changed++;
  }
  return changed;
}
