// The intro splash: 4 s on desktop, 3 s under 768 px, once per session, skippable, none under reduced motion.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A visitor's browser: automation hides the splash (navigator.webdriver), so these tests present as a person. */
async function visitor(options: BrowserContextOptions = {}) {
  const tracked = await openPage(browser, options);
  await tracked.page
    .context()
    .addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  // The clock stands still: only runFor() moves it.
  await tracked.page.clock.install();
  await tracked.page.clock.pauseAt(Date.now() + 1000);
  return tracked;
}

const splashVisible = (page: import('playwright-core').Page) => page.locator('#splash').isVisible();

test.each([
  { name: 'desktop', viewport: DESKTOP, duration: 4000 },
  { name: 'a phone', viewport: PHONE, duration: 3000 },
  // A desktop browser's window: the width alone decides (767 px is under 768, 768 is not).
  { name: 'a 767 px window', viewport: { width: 767, height: 900 }, duration: 3000 },
  { name: 'a 768 px window', viewport: { width: 768, height: 900 }, duration: 4000 },
])('on $name it shows for $duration ms, over the page that is already there', async ({ viewport, duration }) => {
  const { page, errors, close } = await visitor({ viewport });
  await page.goto(baseUrl);
  await expect(splashVisible(page)).resolves.toBe(true);
  await expect(page.locator('h1').count()).resolves.toBe(1);
  await page.clock.runFor(duration - 100);
  await expect(splashVisible(page)).resolves.toBe(true);
  await page.clock.runFor(200);
  await expect(splashVisible(page)).resolves.toBe(false);
  expect(errors).toEqual([]);
  await close();
});

test('it plays once per browser session, not on every page', async () => {
  const { page, close } = await visitor();
  await page.goto(baseUrl);
  await page.clock.runFor(4100);
  await page.goto(`${baseUrl}/no-such-page`);
  await expect(splashVisible(page)).resolves.toBe(false);
  await page.goto(baseUrl);
  await expect(splashVisible(page)).resolves.toBe(false);
  await close();
});

test('a click skips it', async () => {
  const { page, close } = await visitor();
  await page.goto(baseUrl);
  await page.locator('#splash').click();
  await expect(splashVisible(page)).resolves.toBe(false);
  await close();
});

test('a tap skips it while the rest of the page is still arriving', async () => {
  // The home page as a slow network delivers it: up to the splash's last words, and the rest once the tap is done.
  const html = await (await fetch(baseUrl)).text();
  const cut = html.indexOf('</p>', html.indexOf('class="splash__hint"')) + '</p>'.length;
  const { promise: tapped, resolve: release } = Promise.withResolvers<void>();
  const server = createServer(async (_, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(html.slice(0, cut));
    await tapped;
    response.end(html.slice(cut));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { page, close } = await visitor();
  await page.mainFrame().goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: 'commit' });
  await page.locator('#splash').click();
  await expect(page.locator('main').count()).resolves.toBe(0);
  await expect(splashVisible(page)).resolves.toBe(false);
  release();
  await close();
  server.close();
});

test('Escape skips it', async () => {
  const { page, close } = await visitor({ viewport: PHONE });
  await page.goto(baseUrl);
  await page.keyboard.press('Escape');
  await expect(splashVisible(page)).resolves.toBe(false);
  await close();
});

test('there is no splash for visitors who ask for reduced motion', async () => {
  const { page, close } = await visitor({ reducedMotion: 'reduce' });
  await page.goto(baseUrl);
  await expect(splashVisible(page)).resolves.toBe(false);
  await close();
});
