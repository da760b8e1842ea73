import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { AFTER_PAINT_LOADER, deferModuleScripts } from '../../scripts/lib/scripts-after-paint.ts';

const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'">`;
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const loaderHash = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

describe('module scripts after the first paint', () => {
  const built = page(
    policy,
    '<script type="module" src="/_astro/Header.js"></script><main></main><script type="module" src="/_astro/Hero.js"></script>',
  );
  const deferred = deferModuleScripts(built);

  test('every module script becomes an inert data block, in the same order', () => {
    expect(deferred).not.toContain('<script type="module" src=');
    expect([...deferred.matchAll(/data-after-paint="([^"]+)"/g)].map(([, url]) => url)).toEqual([
      '/_astro/Header.js',
      '/_astro/Hero.js',
    ]);
  });

  test('one loader at the end of the body, admitted by its hash beside the page’s own', () => {
    expect(deferred.split(AFTER_PAINT_LOADER)).toHaveLength(2);
    expect(deferred.endsWith(`<script>${AFTER_PAINT_LOADER}</script></body></html>`)).toBe(true);
    expect(deferred).toContain(`script-src 'self' ${loaderHash} 'sha256-abc='`);
  });

  test.each([
    ['a page without module scripts', page(policy, '<script type="module">inline()</script>')],
    ['a page without a policy to admit the loader', page('', '<script type="module" src="/_astro/a.js"></script>')],
  ])('%s stays as built', (_, html) => {
    expect(deferModuleScripts(html)).toBe(html);
  });
});
