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

test.each([1, 2, 3, 4, 5, 6])('/product/%i shows every agreed detail, with no island', async (id) => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const response = await page.goto(`${baseUrl}/product/${id}`);
  expect(response?.status()).toBe(200);
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
  for (const heading of [
    'Benefits',
    'Ingredients',
    'Uses',
    'Dosage',
    'Preparation',
    'Certifications',
    'Contraindications',
    'Origin',
  ]) {
    await expect(main.getByRole('heading', { name: heading, exact: true }).count()).resolves.toBe(1);
  }
  // The rating and the count stay apart: "4.9 · 186 reviews".
  await expect(main.locator('.rating').innerText()).resolves.toMatch(/\d\.\d\s+·\s+\d[\d,]* reviews/);
  await expect(main.getByRole('link', { name: 'Get Quotation' }).getAttribute('href')).resolves.toBe('/contact');
  await expect(main.getByRole('link', { name: 'Ask Questions' }).getAttribute('href')).resolves.toBe('/contact');
  await expect(main.getByRole('link', { name: /Back to Home/ }).getAttribute('href')).resolves.toBe('/');
  await expect(main.locator('astro-island').count()).resolves.toBe(0);
  if (id === 1) await expect(axeViolations(page)).resolves.toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test('/product/1 moves nothing on a phone as its thumbnails arrive: they are square from the first layout', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: { width: 412, height: 823 } });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { layoutShifts: seen });
    new PerformanceObserver((list) => {
      // LayoutShift is not in TypeScript's DOM types.
      for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
        // The product's own section: a shift of the header on a busy machine is not the thumbnails' doing.
        const elements = entry.sources.map(({ node }) => (node instanceof Element ? node : node?.parentElement));
        if (!elements.some((element) => element?.closest('.product'))) continue;
        seen.push(`${entry.value.toFixed(5)} ${elements.map((element) => element?.className)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${baseUrl}/product/1`);
  await expect
    .poll(() =>
      page.locator('.thumb img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts)).resolves.toEqual(
    [],
  );
  expect(errors).toEqual([]);
  await close();
});

test.each(['999', 'abc'])('an unknown product id (%s) answers 404 with "Product Not Found"', async (id) => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  const response = await page.goto(`${baseUrl}/product/${id}`);
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Product Not Found' }).isVisible()).toBe(true);
  await expect(page.locator('main').getByRole('link', { name: 'Back to Home' }).getAttribute('href')).resolves.toBe(
    '/',
  );
  await expect(axeViolations(page)).resolves.toEqual([]);
  await close();
});

// Sinhala and Tamil (docs/i18n.md): the product page's interface in the language, its text translated or English
// marked as such under a note, and an unknown product answered in the language.
describe.each(['si', 'ta'] as const)('in %s', (locale) => {
  const t = messagesFor(locale);
  const translation = `content/products/${locale}/pure-turmeric-powder.json`;
  const translated = existsSync(translation);
  const reviewed = translated && (JSON.parse(readFileSync(translation, 'utf8')) as { reviewed: boolean }).reviewed;

  test('/product/1 has the language, its headings and links in it, and its text or English under a note', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    const response = await page.goto(`${baseUrl}/${locale}/product/1`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
    const main = page.locator('main');
    for (const heading of [t.products.benefits, t.products.ingredients, t.products.dosage, t.products.origin]) {
      await expect(main.getByRole('heading', { name: heading, exact: true }).count()).resolves.toBe(1);
    }
    await expect(main.getByText(t.products.categories['Herbal Powders'], { exact: true }).count()).resolves.toBe(1);
    await expect(main.getByRole('link', { name: t.products.quotation }).getAttribute('href')).resolves.toBe(
      `/${locale}/contact`,
    );
    await expect(main.getByRole('link', { name: t.products.backHome }).getAttribute('href')).resolves.toBe(
      `/${locale}/`,
    );
    const h1 = main.getByRole('heading', { level: 1 });
    await expect(h1.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).resolves.toBe(
      translated ? locale : 'en',
    );
    const notes = (await main.locator('.translation-note').allTextContents()).map((text) => text.trim());
    expect(notes).toEqual(!translated ? [t.common.untranslated] : reviewed ? [] : [t.common.unreviewed]);
    expect(englishWords(await page.title())).toEqual([]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  test('an unknown product answers 404 with "Product Not Found" in the language', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    const response = await page.goto(`${baseUrl}/${locale}/product/999`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: t.products.notFound.heading }).isVisible())
      .toBe(true);
    await expect(
      page.locator('main').getByRole('link', { name: t.products.notFound.backHome }).getAttribute('href'),
    ).resolves.toBe(`/${locale}/`);
    await close();
  });
});
