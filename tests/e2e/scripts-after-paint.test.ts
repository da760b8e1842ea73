// The pages' module scripts are fetched once the first paint is on the screen, not while the browser still rasters it
// (docs/performance.md "Scripts after the first paint"): a Sinhala or Tamil page is the slow case. A form island's
// React and component count too: they wait for the same paint (`client:after-paint`, "Form islands"), and the page
// only opens here once they have hydrated (openPage waits for it).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

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
