// Sinhala and Tamil pages draw their script in the site's Noto font (docs/i18n.md "Fonts"): the system's own copy
// where it has one, else the subset the build cut. English pages name only the names fonts (ScriptFont.astro).
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
  ['/si/', 'HW noto sans sinhala'],
  ['/ta/', 'HW noto sans tamil'],
  ['/si/services', 'HW noto sans sinhala'],
  ['/ta/contact', 'HW noto sans tamil'],
])('%s draws its text and headings in %s', async (pagePath, family) => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}${pagePath}`);
  const stacks = await page.evaluate(() =>
    ['p', 'h1'].map((selector) => getComputedStyle(document.querySelector(`main ${selector}`) as Element).fontFamily),
  );
  for (const stack of stacks) expect(stack.replace(/"/g, '')).toMatch(new RegExp(`^${family},`));
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() =>
    [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.status}`),
  );
  expect(faces).toContain(`${family} 400 loaded`);
  expect(errors).toEqual([]);
  await close();
});

test('an English page names only the names fonts, for the few Sinhala and Tamil words it carries', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(baseUrl);
  const families = await page.evaluate(() => [...document.fonts].map((face) => face.family));
  expect(families.filter((family) => family.startsWith('HW'))).toEqual(['HW Sinhala Names', 'HW Tamil Names']);
  await close();
});
