// Sinhala and Tamil words run long, and the page lets a word that cannot fit break inside itself (docs/i18n.md).
// Where a word can fit, it stays whole: the footer's links and headings, every button, a centre's facts.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CHECKED = '.site-footer__grid, .btn, .center-card__facts';

test.each([
  ['/ta/blog', 320],
  ['/ta/blog', 375],
  ['/ta/centers', 320],
  ['/ta/centers', 375],
  ['/si/centers', 320],
])('on %s at %i px no word of the footer, a button or a centre fact breaks across lines', async (path, width) => {
  const { page, close } = await openPage(browser, { viewport: { width, height: 740 } });
  await page.goto(`${baseUrl}${path}`);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  const broken = await page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || owner.closest('[hidden], .visually-hidden') || owner.getClientRects().length === 0) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((box) => box.width > 0).map((box) => Math.round(box.top)),
          );
          if (lines.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  }, CHECKED);
  expect(broken).toEqual([]);
  await close();
});
