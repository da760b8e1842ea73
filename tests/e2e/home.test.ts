import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('the home page renders with no console error', async () => {
  const { page, errors, close } = await openPage(browser);
  const response = await page.goto(baseUrl);
  expect(response?.status()).toBe(200);
  await expect(page.locator('h1').first().textContent()).resolves.toBeTruthy();
  expect(errors).toEqual([]);
  await close();
});

test('the same origin serves real services from /api/services', async () => {
  const response = await fetch(`${baseUrl}/api/services`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { name: string }[] };
  expect(body.data.map((service) => service.name)).toContain('Panchakarma Therapy');
});

test('an unknown path answers 404 with the not-found page', async () => {
  const { page, close } = await openPage(browser);
  const response = await page.goto(`${baseUrl}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect.poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible()).toBe(true);
  await close();
});
