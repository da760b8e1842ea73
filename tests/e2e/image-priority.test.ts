// A picture that waits to be seen (loading="lazy") also asks for low priority, on every public page of the build:
// Chrome raises an image it finds on the screen to High, and Lighthouse then counts one that arrives before the
// first paint in that paint's critical path, a round trip more on a phone (docs/performance.md). The product page's
// thumbnails, under its main picture, did that in about half the runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtPublicPages, dist } from '../support/built-pages.ts';

test('every lazy image of every public page is fetched at low priority', async () => {
  const pages = await builtPublicPages();
  const lazy: string[] = [];
  for (const page of pages) {
    const html = await readFile(path.join(dist, page), 'utf8');
    for (const [tag] of html.matchAll(/<img\b[^>]*\bloading="lazy"[^>]*>/g)) {
      lazy.push(/\bfetchpriority="low"/.test(tag) ? 'low' : `${page}: ${tag.slice(0, 120)}`);
    }
  }
  expect(lazy.length).toBeGreaterThan(50);
  expect(lazy.filter((found) => found !== 'low')).toEqual([]);
});
