// Every public page at the widths patients use (small phone to laptop): nothing wider than the screen, no floating
// button over a link, button or field the visitor has scrolled to, header items side by side and on one line.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';
import { checkLayout, headingWordsTooWide } from '../support/layout.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const PAGES = [
  '/',
  '/services',
  '/centers',
  '/about',
  '/contact',
  '/donation',
  '/faq',
  '/privacy',
  '/terms',
  '/cookies',
  '/testimonials',
  '/share-review',
  '/volunteer',
  '/volunteer/apply',
  '/appointment',
  '/appointment/manage',
  '/blog',
  '/blog/daily-routine-dinacharya',
  '/product/1',
  '/product-not-found',
  '/volunteer/programs/research',
  '/no-such-page',
];
const WIDTHS = [320, 375, 768, 1024, 1280];

// Sinhala and Tamil words run long; a heading's word broken in two on a small phone reads as two words.
describe.each(['si', 'ta'])('/%s/ pages at 320 px', (locale) => {
  test.each(PAGES)('%s: every heading word fits its line whole, the page fits, no control is covered', async (path) => {
    const { page, close } = await openPage(browser, { viewport: { width: 320, height: 740 } });
    await page.goto(`${baseUrl}/${locale}${path}`, { waitUntil: 'load' });
    expect(await headingWordsTooWide(page)).toEqual([]);
    // Longer words move the controls: the floating buttons are checked against this language's page too.
    expect(await checkLayout(page)).toEqual({ overflow: [], covered: [], header: [] });
    await close();
  });
});

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(PAGES)('%s fits, and no floating button covers a control', async (path) => {
    const { page, errors, close } = await openPage(browser, { viewport: { width, height: 740 } });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    const report = await checkLayout(page);
    expect(report).toEqual({ overflow: [], covered: [], header: [] });
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await close();
  });

  test('the hero pause button leaves the eyebrow readable', async () => {
    const { page, close } = await openPage(browser, { viewport: { width, height: 740 } });
    await page.goto(baseUrl);
    const boxes = await page.evaluate(() =>
      ['.hero__copy > .eyebrow', '[data-hero-pause]'].map((selector) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const range = document.createRange();
        range.selectNodeContents(element);
        const { left, right, top, bottom } = selector.includes('eyebrow')
          ? range.getBoundingClientRect()
          : element.getBoundingClientRect();
        return { left, right, top, bottom };
      }),
    );
    const [text, pause] = boxes;
    expect(text && pause).toBeTruthy();
    if (!text || !pause) return;
    const overlaps =
      text.left < pause.right && pause.left < text.right && text.top < pause.bottom && pause.top < text.bottom;
    expect(overlaps).toBe(false);
    await close();
  });

  test.each(['/appointment', '/share-review'])(
    "%s: a text box beside a field with a hint is as tall as the others, not stretched to its neighbour's height",
    async (path) => {
      const { page, close } = await openPage(browser, { viewport: { width, height: 740 } });
      await page.goto(`${baseUrl}${path}`);
      const boxes = page.locator('main input:not([type="checkbox"], [type="radio"], [type="date"])');
      await boxes.first().waitFor();
      // The text boxes a visitor sees (the spam trap sits off the screen's left edge).
      const heights = await boxes.evaluateAll((inputs) =>
        inputs
          .map((input) => input.getBoundingClientRect())
          .filter((box) => box.right > 0)
          .map((box) => Math.round(box.height)),
      );
      expect(heights.length).toBeGreaterThan(2);
      expect(new Set(heights)).toEqual(new Set([heights[0]]));
      await close();
    },
  );

  test('donation amounts stay on one line each, and the services buttons do not touch', async () => {
    const { page, close } = await openPage(browser, { viewport: { width, height: 740 } });
    await page.goto(`${baseUrl}/donation`);
    const presets = page.locator('.preset span');
    await presets.first().waitFor();
    const lineCounts = await presets.evaluateAll((spans) =>
      spans.map((span) => {
        const range = document.createRange();
        range.selectNodeContents(span);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lineCounts).toEqual(lineCounts.map(() => 1));

    await page.goto(`${baseUrl}/services`);
    const actions = page.locator('.service .actions').first();
    await actions.waitFor();
    const [book, ask] = await actions
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
    expect(book && ask).toBeTruthy();
    if (!book || !ask) return;
    const gap = ask.top >= book.bottom ? ask.top - book.bottom : ask.left - book.right;
    expect(gap).toBeGreaterThanOrEqual(8);
    await close();
  });
});
