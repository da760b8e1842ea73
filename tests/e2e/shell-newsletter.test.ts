// The footer newsletter box and the site-wide toasts it uses.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const db = createPooledDatabase(inject('databaseUrl'), 2);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await db.destroy();
});

const box = (page: import('playwright-core').Page) => page.locator('form[data-newsletter]');

test('a visitor subscribes: the box says so, a toast confirms, and one row is stored', async () => {
  const email = `subscriber-${Date.now()}@example.lk`;
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(baseUrl);
  await box(page).getByLabel('Newsletter email address').fill(email);
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await box(page).getByRole('status').getByText('Thank you for subscribing!').waitFor();
  await expect(box(page).getByRole('status').textContent()).resolves.toContain('Thank you for subscribing!');
  await expect(page.locator('.toast--success').textContent()).resolves.toContain('Subscribed');
  // The same address again is still a success and still one row.
  await box(page).getByLabel('Newsletter email address').fill(email.toUpperCase());
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForFunction(() => document.querySelectorAll('.toast--success').length === 2);
  const rows = await db.selectFrom('newsletter_subscribers').select('email').where('email', '=', email).execute();
  expect(rows).toHaveLength(1);
  expect(errors).toEqual([]);
  await close();
});

test.each([
  ['en', '/about', 'Thank you for subscribing!', 1],
  ['si', '/si/centers', 'ලියාපදිංචි වූවාට ස්තූතියි!', 1],
  ['en', '/faq', 'Could not subscribe: Invalid email address', 0],
])('without JavaScript (%s) the box posts itself and %s shows how it went', async (_, path, notice, stored) => {
  const email = stored ? `no-script-${Date.now()}@example.lk` : 'not-an-address';
  const { page, close } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${baseUrl}${path}`);
  await box(page).locator('input[name="email"]').fill(email);
  await box(page).locator('button[type="submit"]').click();
  await page.waitForURL(`${baseUrl}${path}#newsletter-*`);
  // Nothing typed is left in the address, and the notice for the outcome is the one on screen.
  expect(page.url()).not.toContain(encodeURIComponent(email));
  const shown = box(page).locator('.newsletter__outcome:visible');
  await expect(shown.count()).resolves.toBe(1);
  await expect(shown.textContent()).resolves.toContain(notice);
  const rows = await db.selectFrom('newsletter_subscribers').select('email').where('email', '=', email).execute();
  expect(rows).toHaveLength(stored);
  await close();
});

test('the notice of an earlier plain post gives way to the box’s own answer', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  // Where the plain form's post (before the script ran) came back to.
  await page.goto(`${baseUrl}/faq#newsletter-invalid`);
  const notices = box(page).locator('.newsletter__outcome:visible');
  await expect(notices.textContent()).resolves.toContain('Could not subscribe: Invalid email address');
  await box(page).getByLabel('Newsletter email address').fill(`after-notice-${Date.now()}@example.lk`);
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await box(page).getByRole('status').getByText('Thank you for subscribing!').waitFor();
  await expect(notices.count()).resolves.toBe(0);
  await close();
});

test('a bad address is refused in the box with a clear message, and nothing is sent', async () => {
  const { page, close } = await openPage(browser);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/newsletter')) sent++;
  });
  await page.goto(baseUrl);
  const input = box(page).getByLabel('Newsletter email address');
  await input.fill('not-an-email');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('status').textContent()).resolves.toBe('Invalid email address');
  await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
  await input.fill('');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(box(page).getByRole('status').textContent()).resolves.toBe('Email is required');
  expect(sent).toBe(0);
  await close();
});

test('a server failure shows the server’s message in the box and keeps what was typed', async () => {
  const { page, close } = await openPage(browser);
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":"Something went wrong. Please try again."}',
    }),
  );
  await page.goto(baseUrl);
  await box(page).getByLabel('Newsletter email address').fill('kept@example.lk');
  await box(page).getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Something went wrong. Please try again.').waitFor();
  await expect(box(page).getByLabel('Newsletter email address').inputValue()).resolves.toBe('kept@example.lk');
  await close();
});

test('toasts dismiss themselves after 5000 ms and can be closed at once', async () => {
  const { page, close } = await openPage(browser);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(baseUrl);
  const submit = async (email: string) => {
    await box(page).getByLabel('Newsletter email address').fill(email);
    await box(page).getByRole('button', { name: 'Subscribe' }).click();
  };
  await submit(`toast-${Date.now()}@example.lk`);
  const toast = page.locator('.toast--success');
  await toast.first().waitFor();
  await expect(toast.getAttribute('role')).resolves.toBe('status');
  await page.clock.runFor(4900);
  await expect(toast.count()).resolves.toBe(1);
  await page.clock.runFor(200);
  await expect(toast.count()).resolves.toBe(0);
  await submit(`toast-close-${Date.now()}@example.lk`);
  await toast.first().waitFor();
  const dismiss = page.getByRole('button', { name: 'Dismiss notification: Subscribed' });
  // The x is a drawing, not a character a phone's fonts may lack.
  await expect(
    dismiss.evaluate((button) => ({ text: button.textContent?.trim(), drawn: button.querySelector('svg') !== null })),
  ).resolves.toEqual({ text: '', drawn: true });
  await dismiss.click();
  await expect(toast.count()).resolves.toBe(0);
  await close();
});
