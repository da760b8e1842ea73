// Every React island of the public site is wrapped in the error boundary, so an island that throws shows the
// generic error screen ("Something went wrong" / "Refresh Page") instead of a blank area, and none is fetched before
// the page's first paint (docs/performance.md).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ERROR_BOUNDARY_WRAPPED } from '../../src/components/shell/ErrorBoundary.tsx';

const root = path.resolve(import.meta.dirname, '../..');

async function astroFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}admin`));
}

/** [the .astro file, the island's tag, the module it is imported from, its directive] for every `client:` one. */
async function islands(): Promise<[string, string, string, string][]> {
  const found: [string, string, string, string][] = [];
  for (const file of await astroFiles(path.join(root, 'src'))) {
    const source = await readFile(file, 'utf8');
    for (const [, tag, directive] of source.matchAll(/<([A-Z]\w*)\s[^>]*\bclient:([\w-]+)/g)) {
      const from = new RegExp(`import ${tag}\\b[^;]*from '([^']+)'`).exec(source)?.[1];
      const module = from ? path.resolve(path.dirname(file), from) : '';
      found.push([path.relative(root, file), tag ?? '', module, directive ?? '']);
    }
  }
  return found;
}

const all = await islands();

test('the public pages have islands to check', () => {
  expect(all.length).toBeGreaterThanOrEqual(8);
});

describe.each(all)('%s: <%s client:...>', (_file, _tag, module, directive) => {
  test('hydrates once the first paint is on the screen or once it is seen, so its scripts do not hold it back', () => {
    expect(['after-paint', 'visible']).toContain(directive);
  });

  test('is imported from a module whose default export is wrapped in the error boundary', async () => {
    expect(module).not.toBe('');
    const imported: { default: Record<symbol, unknown> } = await import(module);
    expect(imported.default[ERROR_BOUNDARY_WRAPPED]).toBe(true);
  });
});
