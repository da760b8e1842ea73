// The /volunteer landing page: programs by category (with and without JavaScript), events (their registration:
// volunteer-events.test.ts) and the agreed links.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const programCards = '#program-grid article';

describe('/volunteer', () => {
  test('shows the hero certificate, featured programs and the agreed links, with no console error', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/volunteer`);
    await expect.poll(() => page.getByRole('img', { name: /certificate/i }).isVisible()).toBe(true);
    const featured = page.locator('section', { has: page.getByRole('heading', { name: 'Featured Programs' }) });
    await expect(featured.locator('article h3').allTextContents()).resolves.toEqual([
      'Traditional Medicine Internship',
      'Community Health Outreach',
    ]);
    const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/volunteer/apply',
        '/volunteer/apply?program=internship',
        '/volunteer/apply?program=cultural',
        '/volunteer/apply?event=workshop',
        '/volunteer/apply?event=research',
        '/contact',
      ]),
    );
    await expect(page.getByRole('link', { name: 'Ask Questions' }).getAttribute('href')).resolves.toBe('/contact');
    await expect.poll(() => page.getByText('Nittambuwa, Sri Lanka').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  test('the category tabs filter the programs and work with the keyboard', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/volunteer`);
    const all = page.getByRole('tab', { name: 'All Programs' });
    await expect(all.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.locator(`${programCards}:visible`).count()).resolves.toBe(4);
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const education = page.getByRole('tab', { name: 'Education' });
    await expect(education.getAttribute('aria-selected')).resolves.toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Education');
    await expect(page.locator(`${programCards}:visible h3`).allTextContents()).resolves.toEqual([
      'Traditional Medicine Internship',
    ]);
    await page.keyboard.press('End');
    await expect(page.locator(`${programCards}:visible h3`).allTextContents()).resolves.toEqual([
      'Cultural Heritage Exchange',
    ]);
    await page.getByRole('tab', { name: 'Research' }).click();
    await expect(page.locator(`${programCards}:visible h3`).allTextContents()).resolves.toEqual([
      'Herbal Research & Documentation',
    ]);
    await close();
  });

  test('without JavaScript every program shows and the tabs stay hidden', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/volunteer`);
    await expect(page.locator(`${programCards}:visible`).count()).resolves.toBe(4);
    await expect(page.getByRole('tab').count()).resolves.toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Community Health Fair' }).isVisible()).toBe(true);
    await close();
  });
});
