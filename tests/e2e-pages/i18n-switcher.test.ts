// The language switcher (docs/i18n.md "Choosing a language"): it keeps the visitor on the same page, and the choice
// is remembered: after choosing Sinhala, an English address leads to the Sinhala page; choosing English again
// sticks. Also what the server does without a browser: the nf_lang cookie decides, the browser's language alone
// does not.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s', (_name, viewport) => {
  test('choosing සිංහල opens the same page in Sinhala; English addresses then lead there until English is chosen', async () => {
    const { page, errors, close } = await openPage(browser, { viewport });
    try {
      await page.goto(`${baseUrl}/services`);
      await page.getByRole('link', { name: 'සිංහල' }).click();
      await page.waitForURL(`${baseUrl}/si/services`);
      expect(await page.getAttribute('html', 'lang')).toBe('si');
      expect(await page.getByRole('link', { name: 'සිංහල' }).getAttribute('aria-current')).toBe('true');

      await page.goto(`${baseUrl}/centers`);
      expect(new URL(page.url()).pathname).toBe('/si/centers');

      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL(`${baseUrl}/centers`);
      await page.goto(`${baseUrl}/`);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the switcher fits: no page wider than the screen, every language link at least 24 px tall', async () => {
    const { page, close } = await openPage(browser, { viewport });
    try {
      for (const path of ['/ta/', '/si/centers', '/services']) {
        await page.goto(`${baseUrl}${path}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        for (const link of await page.locator('[data-language-choice]').all()) {
          const box = await link.boundingBox();
          expect(box?.height).toBeGreaterThanOrEqual(24);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        }
      }
    } finally {
      await close();
    }
  });
});

test.each([
  ['nf_lang=si', undefined, '/services', 302, '/si/services'],
  ['nf_lang=ta', undefined, '/', 302, '/ta/'],
  ['nf_lang=en', undefined, '/services', 200, undefined],
  [undefined, 'si-LK,si;q=0.9', '/services', 200, undefined],
  ['nf_lang=si', undefined, '/si/services', 200, undefined],
])('cookie %s, Accept-Language %s: %s answers %i', async (cookie, acceptLanguage, path, status, location) => {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
  expect(response.status).toBe(status);
  if (location) expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe(location);
});
