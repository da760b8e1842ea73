// WCAG 2.2 AA on the home page at 375 px and 1280 px, with the menus, the centre modal and the gallery in use.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe.each([
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
])('home page on a $name', ({ viewport }) => {
  test('has no WCAG 2.2 AA violation as it loads, with every list expanded', async () => {
    const { page, close } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'View All Services' }).click();
    await page.getByRole('button', { name: 'Discover More Stories' }).click();
    await page.getByRole('button', { name: 'Explore All Centers' }).click();
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  test('has no violation with the menus open', async () => {
    const { page, close } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    // Quick access appears once the page is scrolled.
    await page.evaluate(() => window.scrollTo(0, 600));
    if (viewport === PHONE) {
      // The open phone menu hides the floating buttons: each menu is checked open on its own.
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Close menu' }).click();
    } else {
      // A pointer on the sticky header, as a visitor's: a locator's click would first scroll the page to the button.
      const more = await page.getByRole('button', { name: 'More', exact: true }).boundingBox();
      if (!more) throw new Error('More is not on the screen');
      await page.mouse.click(more.x + more.width / 2, more.y + more.height / 2);
    }
    await page.getByRole('button', { name: 'Quick access' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });

  test('has no violation with a centre modal open', async () => {
    const { page, close } = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'View Details of Wedakama Kandy Wellness Center' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await close();
  });
});
