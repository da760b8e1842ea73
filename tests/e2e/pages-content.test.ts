import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test.each([
  ['/about', 'Healing the Sri Lankan Way, Since 1998', ['Compassionate Care', 'Holistic Approach', '2025', '50+']],
  [
    '/faq',
    'Frequently Asked Questions',
    ['How do I cancel or change my appointment?', 'Which languages do your practitioners speak?'],
  ],
  ['/privacy', 'Privacy Notice', ['Personal Data Protection Act, No. 9 of 2022', 'Twilio', 'withdraw your consent']],
  ['/terms', 'Terms of Use', ['Appointments', 'Donations']],
  [
    '/cookies',
    'Cookie Notice',
    ['wk_admin_session', 'wedakama.booking.draft', 'hw:splash-seen', 'hw:notice-dismissed'],
  ],
  ['/blog', 'Wellness Journal', ['A Daily Routine for Better Sleep and Energy']],
  [
    '/blog/preparing-for-your-first-consultation',
    'Preparing for Your First Traditional Medicine Consultation',
    ['15 minutes early'],
  ],
])('%s shows its content, ships no island and has no WCAG 2.2 AA violation', async (path, heading, texts) => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const response = await page.goto(`${baseUrl}${path}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: heading }).isVisible()).resolves.toBe(true);
  const body = (await page.locator('main').textContent()) ?? '';
  for (const text of texts) expect(body).toContain(text);
  await expect(page.locator('main astro-island').count()).resolves.toBe(0);
  await expect(axeViolations(page)).resolves.toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test('the about page names three practitioners and links to booking and services', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(`${baseUrl}/about`);
  await expect(page.locator('.practitioner').count()).resolves.toBe(3);
  await expect(page.locator('.timeline .year').allTextContents()).resolves.toEqual([
    '1998',
    '2005',
    '2008',
    '2012',
    '2015',
    '2017',
    '2020',
    '2025',
  ]);
  await expect(page.locator('main a[href="/appointment"]').count()).resolves.toBeGreaterThan(0);
  await expect(page.locator('main a[href="/services"]').count()).resolves.toBeGreaterThan(0);
  await close();
});

test('every blog article in the listing opens', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(`${baseUrl}/blog`);
  const links = await page.locator('main h2 a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(links).toHaveLength(3);
  for (const link of links) {
    const response = await page.goto(`${baseUrl}${link}`);
    expect(response?.status()).toBe(200);
  }
  await close();
});

test('an unknown path answers 404 with "Go Home" and a working "Go Back"', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/faq`);
  const response = await page.goto(`${baseUrl}/treatments/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).isVisible()).resolves.toBe(true);
  await expect(page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe('/');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.waitForURL(`${baseUrl}/faq`);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  await close();
});
