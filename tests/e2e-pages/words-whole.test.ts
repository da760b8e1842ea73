// Sinhala and Tamil words run long, and the page lets a word break inside itself only where it is wider than its
// whole line (docs/i18n.md). Everywhere else it stays whole: in the footer (a 163 px column at 1024 px), the buttons,
// a centre's facts, the policy tables (a card per row on a phone), the figures, the booking and review steps, the
// service journey's titles (three or four to a row from a tablet up), a volunteer programme's title. A line may still end
// at a hyphen (ஆசிய-பசிபிக்) or inside an e-mail address, which are not checked.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const CHECKED = 'main, .site-footer';

test.each([
  ['/ta/blog', 320],
  ['/ta/blog', 375],
  ['/ta/centers', 320],
  ['/ta/centers', 375],
  ['/si/centers', 320],
  ['/ta/', 320],
  ['/ta/', 1024],
  ['/si/', 320],
  ['/ta/about', 320],
  ['/ta/cookies', 320],
  ['/ta/services', 768],
  ['/si/cookies', 375],
  ['/ta/privacy', 320],
  ['/si/appointment', 320],
  ['/ta/share-review', 320],
  ['/ta/volunteer', 320],
  ['/ta/volunteer', 375],
])('on %s at %i px no word of the page breaks across lines where it fits whole', async (path, width) => {
  const { page, close } = await openPage(browser, { viewport: { width, height: 740 } });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  const broken = await page.evaluate((selector) => {
    const found: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const owner = node.parentElement;
        if (!owner || owner.closest('[hidden], .visually-hidden, [aria-hidden="true"], a[href^="mailto:"]')) continue;
        if (owner.getClientRects().length === 0) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s-]+/g)) {
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
