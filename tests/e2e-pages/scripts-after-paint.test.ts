// The pages' module scripts are fetched once the first paint is on the screen, not while the browser still rasters it
// (docs/performance.md): a Sinhala or Tamil page is the slow case. A form island's
// React and component count too: they wait for the same paint (`client:after-paint`, "Form islands"), and the page
// only opens here once they have hydrated (openPage waits for it).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { AFTER_PAINT_LOADER } from '../../src/components/shell/after-paint-loader.ts';
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

// The tab's icon is inside the page (docs/performance.md): as a file it was one more
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

// The loader itself, on a page of the site's origin whose modules the test serves: the browser asks for every module
// and what each imports while the first is still on its way (an `import()` of one module after the other left the
// imports of the later ones waiting for the earlier ones to run: one round trip each on a phone), runs them in the
// page's order whatever order they arrive in, and a module that throws or is missing stops none of the others.
test('the loader fetches every module and its imports at once, runs them in order, and one failing stops none', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const listed = ['first', 'throws', 'missing', 'last'];
  const bodies: Record<string, string> = {
    first: 'ran("first");',
    throws: 'throw new Error("module failed on purpose");',
    last: 'import "./last-import.js"; ran("last");',
    'last-import': 'ran("last-import");',
  };
  const everyRequest = [...listed, 'last-import'];
  const requested: string[] = [];
  let releaseFirst = () => {};
  // A loader that asks for the later modules' imports only after the first has run would wait here for ever: the
  // hold ends after five seconds.
  const firstHeld = new Promise<void>((release) => {
    releaseFirst = release;
    setTimeout(release, 5000);
  });
  let askedBeforeFirstArrived = 0;
  await page.route(`${baseUrl}/loader-check/**`, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()?.replace('.js', '') ?? '';
    if (name === 'page') {
      const blocks = listed
        .map((module) => `<script type="text/plain" data-after-paint="/loader-check/${module}.js"></script>`)
        .join('');
      const ran = '<script>window.order = []; window.ran = (name) => window.order.push(name);</script>';
      await route.fulfill({
        contentType: 'text/html',
        body: `<!DOCTYPE html><html lang="en"><title>loader</title>${ran}<p>Painted</p>${blocks}<script>${AFTER_PAINT_LOADER}</script>`,
      });
      return;
    }
    requested.push(name);
    if (requested.length === everyRequest.length) releaseFirst();
    if (name === 'first') {
      await firstHeld;
      askedBeforeFirstArrived = requested.length;
    }
    const body = bodies[name];
    await (body === undefined
      ? route.fulfill({ status: 404, body: '' })
      : route.fulfill({ contentType: 'text/javascript', body }));
  });
  await page.goto(`${baseUrl}/loader-check/page`);
  expect(askedBeforeFirstArrived).toBe(everyRequest.length);
  expect(new Set(requested)).toEqual(new Set(everyRequest));
  expect(await page.evaluate(() => (window as unknown as { order: string[] }).order)).toEqual([
    'first',
    'last-import',
    'last',
  ]);
  expect(errors.some((error) => error.includes('module failed on purpose'))).toBe(true);
  await close();
});
