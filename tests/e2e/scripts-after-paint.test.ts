// The pages' module scripts are fetched once the first paint is on the screen, not while the browser still rasters it
// (docs/performance.md "Scripts after the first paint"): a Sinhala or Tamil page is the slow case. A form island's
// React and component count too: they wait for the same paint (`client:after-paint`, "Form islands"), and the page
// only opens here once they have hydrated (openPage waits for it).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE, pageSettled } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test.each([
  '/',
  '/si/cookies',
  '/ta/terms',
  '/si/product/1',
  '/si/services',
  '/ta/appointment',
  '/share-review',
  '/ta/volunteer/apply',
])('%s requests its modules after its first contentful paint', async (path) => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}${path}`);
  const { paint, modules } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    modules: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/_astro\/[^/]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(paint).toBeGreaterThan(0);
  expect(modules.length).toBeGreaterThan(0);
  expect(Math.min(...modules)).toBeGreaterThan(paint);
  expect(errors).toEqual([]);
  await close();
});

// The tab's icon is inside the page (docs/performance.md "The icon inside the page"): as a file it was one more
// request on the page's first connection, which Lighthouse counted in the first paint's graph.
test.each(['/', '/si/volunteer', '/ta/product/1'])('%s shows its icon without a request for it', async (path) => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${baseUrl}${path}`);
  await pageSettled(page);
  const icon = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
    const image = new Image();
    image.src = href;
    await image.decode();
    return { scheme: href.slice(0, href.indexOf(',') + 1), drawn: image.naturalWidth > 0 };
  });
  expect(icon).toEqual({ scheme: 'data:image/svg+xml,', drawn: true });
  expect(requested.filter((requestPath) => /icon/.test(requestPath))).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});
