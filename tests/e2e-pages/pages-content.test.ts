import { existsSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { messagesFor } from '../../src/i18n/messages/index.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { englishWords } from '../support/english-scan.ts';
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
  await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
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
  // Arrived from the FAQ page, as a followed link arrives (a typed address has no referrer: Go Back goes home then).
  const response = await page.goto(`${baseUrl}/treatments/no-such-page`, { referer: `${baseUrl}/faq` });
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).isVisible()).toBe(true);
  await expect(page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe('/');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await page.waitForURL(`${baseUrl}/faq`);
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  await close();
});

// Sinhala and Tamil (docs/i18n.md): the same pages at /si/ and /ta/, headings from the catalogue or the translated
// content, links that keep the visitor in the language.
/** The practitioners on the About page, as a reader of the language writes their names (content/about/). */
const PRACTITIONERS = {
  si: ['වෛද්‍ය සුනිල් වික්‍රමසිංහ', 'වෛද්‍ය චන්ද්‍රිකා හේරත්', 'වෛද්‍ය නුවන් රත්නායක'],
  ta: ['வைத்தியர் சுனில் விக்கிரமசிங்க', 'வைத்தியர் சந்திரிகா ஹேரத்', 'வைத்தியர் நுவன் ரத்நாயக்க'],
};

describe.each(['si', 'ta'] as const)('in %s', (locale) => {
  const t = messagesFor(locale);
  const english = messagesFor('en');

  test.each([
    ['/about', t.about.story, t.about.team],
    ['/blog', t.blog.heading, undefined],
    ['/privacy', undefined, undefined],
    ['/terms', undefined, undefined],
    ['/cookies', undefined, undefined],
    ['/blog/preparing-for-your-first-consultation', undefined, t.blog.nextHeading],
  ])('%s has the page language, its headings and no WCAG 2.2 AA violation', async (path, h1OrH2, h2) => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    const response = await page.goto(`${baseUrl}/${locale}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
    for (const heading of [h1OrH2, h2].filter((text) => text !== undefined)) {
      await expect(page.locator('main').getByRole('heading', { name: heading, exact: true }).count()).resolves.toBe(1);
    }
    // Every link inside the page stays in the language (or leaves the site); English text shown until its translation
    // lands (lang="en") keeps its own links.
    const links = await page
      .locator('main a[href^="/"]')
      .evaluateAll((anchors) =>
        anchors.filter((a) => a.closest('[lang]')?.getAttribute('lang') !== 'en').map((a) => a.getAttribute('href')),
      );
    expect(links.filter((href) => !href?.startsWith(`/${locale}/`))).toEqual([]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  test("the About page is written in the language, with its practitioners' names in its script", async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/${locale}/about`);
    const h1 = page.locator('main h1');
    await expect(h1.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).resolves.toBe(locale);
    await expect(page.locator('.practitioner h3[translate="no"]').allTextContents()).resolves.toEqual(
      PRACTITIONERS[locale],
    );
    await expect(page.locator('.timeline .year').count()).resolves.toBe(8);
    await expect(page.locator(`main a[href="/${locale}/appointment"]`).count()).resolves.toBeGreaterThan(0);
    await close();
  });

  // Whether or not a translation has landed, the page is right: the translation in the language, or the English text
  // marked lang="en" under the note that says so.
  test.each([
    ['/privacy', 'content/pages/{locale}/privacy.md'],
    ['/terms', 'content/pages/{locale}/terms.md'],
    ['/cookies', 'content/pages/{locale}/cookies.md'],
    ['/blog/daily-routine-dinacharya', 'content/blog/{locale}/daily-routine-dinacharya.md'],
  ])('%s shows its translation, or English marked as such under a note', async (path, file) => {
    const translation = file.replace('{locale}', locale);
    const translated = existsSync(translation);
    const reviewed = translated && /^reviewed:\s*true\s*$/m.test(readFileSync(translation, 'utf8'));
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/${locale}${path}`);
    const h1 = page.locator('main h1');
    await expect(h1.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).resolves.toBe(
      translated ? locale : 'en',
    );
    const notes = await page.locator('main .translation-note').allTextContents();
    const note = !translated ? [t.common.untranslated] : reviewed ? [] : [t.common.unreviewed];
    expect(notes.map((text) => text.trim())).toEqual(note);
    // The browser tab and search engines never get the English title, even before the text is translated.
    expect(englishWords(await page.title())).toEqual([]);
    await close();
  });

  test('an unknown address answers 404 in the language, and "Go Home" stays in it', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    const response = await page.goto(`${baseUrl}/${locale}/treatments/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: t.notFound.heading }).isVisible()).toBe(true);
    await expect(page.getByRole('link', { name: t.notFound.home }).getAttribute('href')).resolves.toBe(`/${locale}/`);
    await expect(page.getByText(english.notFound.heading).count()).resolves.toBe(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await close();
  });
});

// Sinhala and Tamil words are long: every page's own part still fits a small phone and a tablet.
describe.each([320, 768])('at %i px', (width) => {
  test.each(
    ['si', 'ta'].flatMap((locale) =>
      [
        '/about',
        '/blog',
        '/blog/daily-routine-dinacharya',
        '/privacy',
        '/product/1',
        '/testimonials',
        '/product-not-found',
        '/no-such-page',
      ].map((path) => `/${locale}${path}`),
    ),
  )('%s fits the screen', async (path) => {
    const { page, close } = await openPage(browser, { viewport: { width, height: 740 } });
    await page.goto(`${baseUrl}${path}`);
    const wider = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}"`),
    );
    expect(wider).toEqual([]);
    await close();
  });
});
