import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { describe, expect, test } from 'vitest';
import {
  bodyScriptsLast,
  deferModuleScripts,
  ISLAND_RUNTIME_URL,
  islandRuntimeAsFile,
} from '../../integrations/scripts-after-paint.ts';
import { AFTER_PAINT_LOADER } from '../../src/components/shell/after-paint-loader.ts';

const loader = `<script>${AFTER_PAINT_LOADER}</script>`;
const page = (body: string) => `<!DOCTYPE html><html><head><script>head()</script></head><body>${body}</body></html>`;

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

describe("the scripts above the page's main content, after it", () => {
  const notice = '<aside>notice</aside><script type="module">dismiss()</script>';
  const header = '<header>menu</header><script type="text/plain" data-after-paint="/_astro/Header.js"></script>';
  const data = '<script type="application/ld+json">{"@type":"Organization"}</script>';
  const sections =
    '<section>hero</section><script type="text/plain" data-after-paint="/_astro/Hero.js"></script><section>more</section>';
  const footer = '<footer></footer><script>(()=>{islands()})()</script>';
  const moved = bodyScriptsLast(page(`${notice}${data}${header}<main>${sections}</main>${footer}${loader}`));

  test('each moves, in its order, to just before the loader; structured data and the rest stay where they are', () => {
    expect(moved).toBe(
      page(
        `<aside>notice</aside>${data}<header>menu</header><main>${sections}</main>${footer}` +
          '<script type="module">dismiss()</script>' +
          `<script type="text/plain" data-after-paint="/_astro/Header.js"></script>${loader}`,
      ),
    );
  });

  test("the head's scripts stay in the head", () => {
    expect(moved.indexOf('<script>head()</script>')).toBeLessThan(moved.indexOf('<body'));
  });

  test.each([
    ['a page without the loader', page(`${notice}<main></main>`)],
    ['a page without a main element', page(`${notice}${loader}`)],
    ['a page without scripts above its main content', page(`<main>${sections}</main>${loader}`)],
  ])('%s stays as built', (_, html) => {
    expect(bodyScriptsLast(html)).toBe(html);
  });
});

describe("the islands' runtime as a file", () => {
  const island = `<script>${islandRuntime}</script><astro-island></astro-island>`;

  test('the inline runtime becomes a module script of the same code, which then waits for the paint', () => {
    const moved = islandRuntimeAsFile(page(`${island}${loader}`));
    expect(moved).not.toContain(islandRuntime);
    expect(ISLAND_RUNTIME_URL).toMatch(/^\/_astro\/astro-island\.[0-9a-f]{8}\.js$/);
    expect(deferModuleScripts(moved)).toContain(`<script type="text/plain" data-after-paint="${ISLAND_RUNTIME_URL}">`);
  });

  test('a page without the loader keeps it inline', () => {
    expect(islandRuntimeAsFile(page(island))).toBe(page(island));
  });
});
