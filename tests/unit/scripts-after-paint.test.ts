import { describe, expect, test } from 'vitest';
import { deferModuleScripts } from '../../scripts/lib/scripts-after-paint.ts';
import { AFTER_PAINT_LOADER } from '../../src/components/shell/after-paint-loader.ts';

const loader = `<script>${AFTER_PAINT_LOADER}</script>`;
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe('module scripts after the first paint', () => {
  const built = page(
    `<script type="module" src="/_astro/Header.js"></script><main></main><script type="module" src="/_astro/Hero.js"></script>${loader}`,
  );
  const deferred = deferModuleScripts(built);

  test('every module script becomes an inert data block, in the same order, before the loader', () => {
    expect(deferred).not.toContain('<script type="module" src=');
    expect([...deferred.matchAll(/data-after-paint="([^"]+)"/g)].map(([, url]) => url)).toEqual([
      '/_astro/Header.js',
      '/_astro/Hero.js',
    ]);
    expect(deferred.endsWith(`${loader}</body></html>`)).toBe(true);
  });

  test.each([
    ['a page without module scripts', page(`<script type="module">inline()</script>${loader}`)],
    ['a page without the loader to run them', page('<script type="module" src="/_astro/a.js"></script>')],
  ])('%s stays as built', (_, html) => {
    expect(deferModuleScripts(html)).toBe(html);
  });
});
