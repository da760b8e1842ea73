// WCAG 2.2 AA on the Sinhala and Tamil home, services and centres pages at 375 px (docs/i18n.md), with the lists
// expanded and the menus opened through their translated names, which also shows the scripts swap their texts in
// the page's language.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { messagesFor } from '../../src/i18n/messages/index.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each(['si', 'ta'] as const)('/%s/ at 375 px', (locale) => {
  const { home, common } = messagesFor(locale);

  test('the home page has no violation, as it loads and with its lists expanded', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/${locale}/`, { waitUntil: 'networkidle' });
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: home.testimonials.more }).click();
      await page.getByRole('button', { name: home.testimonials.less }).waitFor();
      await page.getByRole('button', { name: home.centers.exploreAll }).click();
      await page.getByRole('button', { name: home.centers.showLess }).waitFor();
      await page.getByRole('button', { name: home.gallery.pause, exact: true }).click();
      await page.getByRole('button', { name: home.gallery.play, exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('the menus open and close under their names in the language of the page', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/${locale}/`, { waitUntil: 'networkidle' });
      // Quick access appears once the page is scrolled.
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.getByRole('button', { name: common.menu, exact: true }).click();
      // The open phone menu hides the floating buttons: each menu is checked open on its own.
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: common.closeMenu }).click();
      await page.getByRole('button', { name: common.quickAccess, exact: true }).click();
      await page.getByRole('button', { name: common.closeQuickAccess }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  test.each(['services', 'centers'])('/%s has no violation', async (name) => {
    const { page, close } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    try {
      await page.goto(`${baseUrl}/${locale}/${name}`, { waitUntil: 'networkidle' });
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});
