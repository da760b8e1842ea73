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

test.each([1, 2, 3, 4, 5, 6])('/product/%i shows every detail the spec lists, with no island', async (id) => {
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

test.each(['999', 'abc'])('an unknown product id (%s) answers 404 with "Product Not Found"', async (id) => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  const response = await page.goto(`${baseUrl}/product/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Not Found' }).isVisible()).resolves.toBe(true);
  await expect(page.locator('main').getByRole('link', { name: 'Back to Home' }).getAttribute('href')).resolves.toBe(
    '/',
  );
  await expect(axeViolations(page)).resolves.toEqual([]);
  await close();
});
