// No layout shift when a page's script font arrives late (docs/i18n.md "Fonts"): on a phone with no Sinhala or Tamil
// font of its own, at 375 px, with the fonts held until the page's HTML is parsed. Chromium runs with a fontconfig
// that hides the system's Noto Sinhala and Tamil fonts, so the pages' local() sources miss and the subsets are
// downloaded, as on such a phone (the test checks they were). The shifts a PerformanceObserver sees, summed until the
// fonts are ready and the page's scripts have run, stay within 0.02 (docs/performance.md "Budgets").
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { BROWSER_ARGS } from '../../scripts/lib/js-in-browser.ts';
import { holdRequests, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const HIDDEN_FAMILIES = [
  'Noto Sans Sinhala',
  'Noto Serif Sinhala',
  'Noto Sans Tamil',
  'Noto Serif Tamil',
  'Noto Sans Tamil Supplement',
  'Noto Serif Tamil Slanted',
];
const FONTCONFIG = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="no">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont>${HIDDEN_FAMILIES.map(
    (family) => `<pattern><patelt name="family"><string>${family}</string></patelt></pattern>`,
  ).join('')}</rejectfont></selectfont>
</fontconfig>`;

let folder: string;
let browser: Browser;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'font-shift-'));
  const config = path.join(folder, 'fonts.conf');
  await writeFile(config, FONTCONFIG);
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: BROWSER_ARGS,
    env: { ...process.env, FONTCONFIG_FILE: config },
  });
});
afterAll(async () => {
  await browser.close();
  await rm(folder, { recursive: true, force: true });
});

/** [page, the script font it must download]: the home pages and the longest Sinhala and Tamil pages. */
test.each([
  ['/', /noto-sans-sinhala-names-/],
  ['/si/', /noto-sans-sinhala-400-/],
  ['/ta/', /noto-sans-tamil-400-/],
  ['/si/services', /noto-sans-sinhala-400-/],
  ['/ta/volunteer', /noto-sans-tamil-400-/],
])('%s moves nothing when its fonts arrive late', async (page, font) => {
  const context = await browser.newContext({ viewport: PHONE });
  const tab = await context.newPage();
  await tab.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fonts: string[] = [];
  tab.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const release = await holdRequests(tab, '**/fonts/*.woff2');
  await tab.goto(new URL(page, baseUrl).href, { waitUntil: 'domcontentloaded' });
  release();
  await tab.waitForSelector('html[data-ready]', { state: 'attached' });
  const total = await tab.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0);
  });
  expect(
    fonts.some((file) => font.test(file)),
    `downloaded: ${fonts.join(', ')}`,
  ).toBe(true);
  expect(total).toBeLessThanOrEqual(0.02);
  await context.close();
});
