// What an island shows when things go wrong: the generic error screen when it throws, and the services list's
// loading and error states when there is nothing true to show.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { holdRequests, launchBrowser, openPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('an island that throws while rendering shows "Something went wrong" and Refresh Page reloads', async () => {
  const { page, errors, close } = await openPage(browser);
  // A browser whose number formatting breaks: the services list throws as soon as it renders a price.
  await page.addInitScript(() => {
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      get() {
        throw new Error('number formatting is broken');
      },
    });
  });
  await page.goto(`${baseUrl}/services`);
  await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
  await expect(
    page.getByText("We're sorry, but something unexpected happened. Please try refreshing the page.").isVisible(),
  ).resolves.toBe(true);
  // The rest of the page is still there.
  await expect(page.getByRole('heading', { name: 'Featured Treatments' }).count()).resolves.toBe(0);
  await expect.poll(() => page.locator('.site-header').isVisible()).toBe(true);
  expect(errors.some((error) => error.includes('An island failed to render'))).toBe(true);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Refresh Page' }).click();
  await reloaded;
  await close();
});

test('the services page says "Loading services..." until the list answers', async () => {
  const { page, close } = await openPage(browser);
  const answer = await holdRequests(page, '**/api/services');
  await page.goto(`${baseUrl}/services`);
  await page.getByText('Loading services...').waitFor();
  answer();
  await page.locator('.service-list > li').first().waitFor();
  await expect(page.getByText('Loading services...').count()).resolves.toBe(0);
  await close();
});

test('when the list fails the services page says "Failed to load services" and Try Again loads it', async () => {
  const { page, close } = await openPage(browser);
  let fail = true;
  await page.route('**/api/services', (route) =>
    fail ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.continue(),
  );
  await page.goto(`${baseUrl}/services`);
  await page.getByText('Failed to load services').waitFor();
  await expect(page.locator('.service-list > li').count()).resolves.toBe(0);
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.locator('.service-list > li').first().waitFor();
  await close();
});
