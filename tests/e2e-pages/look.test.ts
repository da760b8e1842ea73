// The site's own look: a drawing per service category and per centre, icons drawn as SVG (no emoji that a phone
// may lack), fallbacks that show a picture or an initial, product pictures that switch, a gallery strip that
// follows the active picture on a phone, and a phone home page that no longer repeats itself for screens on end.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Pictographic characters (emoji): what phones without an emoji font draw as boxes. */
const EMOJI = /\p{Extended_Pictographic}/u;

describe('icons are drawings, not emoji', () => {
  test.each([
    ['/', true],
    ['/services', true],
    ['/centers', true],
    ['/about', true],
    ['/contact', true],
    ['/donation', true],
    ['/volunteer', true],
    ['/volunteer/apply', false],
    ['/testimonials', false],
    ['/product/1', true],
    ['/product-not-found', true],
  ])('%s shows no emoji (icons: %s, as inline SVG)', async (path, hasIcons) => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}${path}`);
    const text = await page.locator('main').innerText();
    expect(text.match(EMOJI)?.[0] ?? 'none').toBe('none');
    const icons = await page.locator('main svg.icon').count();
    expect(icons > 0).toBe(hasIcons);
    await close();
  });
});

test('every centre shows its own drawing, and each service category its own', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(`${baseUrl}/centers`);
  const centres = await page
    .locator('[data-center-card] img')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
  expect(centres.length).toBe(6);
  expect(new Set(centres).size).toBe(6);

  await page.goto(`${baseUrl}/`);
  // The live list arrives from /api/services after the page loads; wait for its cards.
  await page.locator('[data-service-card]').first().waitFor();
  const byCategory = new Map<string, Set<string>>();
  for (const card of await page.locator('[data-service-card]').all()) {
    const category = (await card.locator('[data-field="category"]').textContent()) ?? '';
    const src = (await card.locator('img').getAttribute('src')) ?? '';
    byCategory.set(category, (byCategory.get(category) ?? new Set()).add(src));
  }
  expect(byCategory.size).toBeGreaterThan(1);
  // One drawing per category, and no two categories share one.
  const drawings = [...byCategory.values()].map((sources) => [...sources]);
  for (const sources of drawings) expect(sources.length).toBe(1);
  expect(new Set(drawings.flat()).size).toBe(byCategory.size);
  await close();
});

test('a product page thumbnail shows its picture in the main frame', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/product/1`);
  const main = page.locator('[data-product-image]');
  const thumbs = page.locator('[data-product-thumb]');
  await expect(thumbs.count()).resolves.toBe(2);
  const before = await main.getAttribute('src');
  // The cover, a drawing, comes inside the page (docs/performance.md).
  expect(before).toMatch(/^data:image\/svg\+xml,/);
  await expect(main.evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).resolves.toBe(true);
  await thumbs.nth(1).click();
  await expect(main.getAttribute('src')).resolves.not.toBe(before);
  await expect(main.getAttribute('alt')).resolves.toBe(await thumbs.nth(1).getAttribute('data-alt'));
  await expect(thumbs.nth(1).getAttribute('aria-pressed')).resolves.toBe('true');
  await expect(thumbs.nth(0).getAttribute('aria-pressed')).resolves.toBe('false');
  await thumbs.nth(0).click();
  await expect(main.getAttribute('src')).resolves.toBe(before);
  expect(errors).toEqual([]);
  await close();
});

test('on a phone the gallery scrolls its strip so the active thumbnail is in view, without moving the page', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/`);
  const gallery = page.locator('[data-gallery]');
  await gallery.scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  const next = page.getByRole('button', { name: 'Next image' });
  await next.click();
  const scrolled = await page.evaluate(() => window.scrollY);
  for (let step = 1; step < 8; step++) await next.click();
  await expect(page.locator('[data-gallery-counter]').textContent()).resolves.toBe('9 of 11');
  // The strip scrolls smoothly: wait until the active thumbnail lies inside it.
  await page.waitForFunction(() => {
    const thumb = document.querySelector('.thumb[aria-current="true"]');
    const strip = thumb?.closest('ul');
    if (!thumb || !strip) return false;
    const own = thumb.getBoundingClientRect();
    const box = strip.getBoundingClientRect();
    return own.left >= box.left - 1 && own.right <= box.right + 1;
  });
  await expect(page.evaluate(() => window.scrollY)).resolves.toBe(scrolled);
  await close();
});

test("while a slide's picture loads the gallery shows a lotus, not an empty box", async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  // Hold back the second slide's picture so it is still loading when the slide is shown.
  await page.route(/oil-preparation/, () => undefined);
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-gallery]').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.getByRole('button', { name: 'Next image' }).click();
  const slide = page.locator('[data-slide]').nth(1);
  await expect.poll(() => slide.locator('.slide__loading svg.icon').isVisible()).toBe(true);
  await close();
});

test('/testimonials cards show the initial of a patient without a photo, as the home cards do', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  for (const path of ['/testimonials', '/']) {
    await page.goto(`${baseUrl}${path}`);
    const story = page.locator('.story-avatar').first();
    await expect(story.innerText()).resolves.toMatch(/^[A-Z]$/);
  }
  await close();
});

test('the contact map points at the head office itself, not the town', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.route(/google\.com\/maps/, (route) => route.fulfill({ status: 200, body: '' }));
  await page.goto(`${baseUrl}/contact`);
  await page.getByRole('button', { name: 'Show map' }).click();
  await expect(page.locator('[data-map] iframe').getAttribute('src')).resolves.toMatch(/q=7\.1457,80\.0987/);
  await close();
});

test('the home page on a phone is no longer screens of repeated cards', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-service-card]').first().waitFor();
  // 15,500 px before the services, stories and centres became rows to swipe; about 10,700 px after.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(11_500);
  // A row to swipe, not a wider page.
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBe(PHONE.width);
  await close();
});

test.each([
  ['/', '.hero__picture'],
  ['/volunteer', '.hero__figure img'],
  ['/ta/volunteer', '.hero__figure img'],
])('%s draws its first-screen drawing from inside the page, and the drawing shows', async (path, selector) => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}${path}`);
  const drawing = await page
    .locator(selector)
    .evaluate((image: HTMLImageElement) =>
      image.decode().then(() => ({ scheme: image.src.slice(0, 19), width: image.naturalWidth })),
    );
  expect(drawing.scheme).toBe('data:image/svg+xml,');
  expect(drawing.width).toBeGreaterThan(0);
  await close();
});
