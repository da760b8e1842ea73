import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { DONATION_REFERENCE_PATTERN } from '../../src/server/donations/donation-reference.ts';
import { FOCUS_MOVES, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

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

async function openDonation(page: Page) {
  await page.goto(`${baseUrl}/donation`);
  const submit = page.getByRole('button', { name: 'Donate Now' });
  await submit.scrollIntoViewIfNeeded();
  await page.locator('main button[type="submit"]:not([disabled])').waitFor();
}

const errorOf = (page: Page, field: string) => page.locator(`#donation-${field}-error`).textContent();

async function readReference(page: Page): Promise<string> {
  await page.getByRole('heading', { name: 'Thank You for Your Generosity!' }).waitFor();
  const reference = (await page.locator('[data-reference]').textContent()) ?? '';
  expect(reference).toMatch(DONATION_REFERENCE_PATTERN);
  return reference;
}

test('the impact and trust figures are the agreed ones', async () => {
  const { page, errors, close } = await openPage(browser);
  await page.goto(`${baseUrl}/donation`);
  const impact = await page.locator('.impact .amount').allTextContents();
  expect(impact).toEqual(['LKR 1,000', 'LKR 2,500', 'LKR 5,000', 'LKR 10,000']);
  for (const figure of ['95%', '5%', 'Quarterly']) {
    await expect.poll(() => page.getByText(figure, { exact: true }).isVisible()).toBe(true);
  }
  expect(errors).toEqual([]);
  await close();
});

test('an empty pledge shows the agreed messages word for word and sends nothing', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/donations')) posts.push(request.method());
  });
  await openDonation(page);
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(errorOf(page, 'amount')).resolves.toBe('Amount is required');
  await expect(errorOf(page, 'donationType')).resolves.toBe('Please select donation type');
  await expect(errorOf(page, 'paymentMethod')).resolves.toBe('Please select payment method');
  await expect(errorOf(page, 'donorName')).resolves.toBe('Name is required');
  await expect(errorOf(page, 'email')).resolves.toBe('Email is required');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES).toBe('donation-amount');

  await page.locator('main').getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(errorOf(page, 'email')).resolves.toBe('Invalid email address');
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test('a bank pledge is stored with its reference and bank details; "Make Another Donation" takes a second one', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const email = `donor-${Date.now()}@example.lk`;
  await openDonation(page);
  await page.locator('main').getByLabel('LKR 2,500').check();
  await page
    .locator('main')
    .getByLabel(/^Monthly/)
    .check();
  await page
    .locator('main')
    .getByLabel(/^Bank transfer/)
    .check();
  await page.locator('main').getByLabel('Full name').fill('Dilani Fernando');
  await page.locator('main').getByLabel('Email address').fill(email);
  await page.locator('main').getByLabel('Keep my donation anonymous', { exact: false }).check();
  await page.getByRole('button', { name: 'Donate Now' }).click();

  const first = await readReference(page);
  await expect.poll(() => page.getByText('Bank of Ceylon', { exact: false }).isVisible()).toBe(true);
  await expect.poll(() => page.getByText('0081 2345 6789').isVisible()).toBe(true);
  const stored = await db.selectFrom('donation_pledges').selectAll().where('reference', '=', first).executeTakeFirst();
  expect(stored).toMatchObject({
    amount: 2500,
    donation_type: 'monthly',
    payment_method: 'bank',
    donor_name: 'Dilani Fernando',
    email,
    is_anonymous: true,
    status: 'pledged',
  });

  await page.getByRole('button', { name: 'Make Another Donation' }).click();
  await expect(page.locator('main').getByLabel('Full name').inputValue()).resolves.toBe('');
  await expect(page.locator('main').getByLabel('LKR 2,500').isChecked()).resolves.toBe(false);
  await page.locator('main').getByLabel('Or enter another amount').fill('3750');
  await page
    .locator('main')
    .getByLabel(/^One-time/)
    .check();
  await page
    .locator('main')
    .getByLabel(/^Mobile pay/)
    .check();
  await page.locator('main').getByLabel('Full name').fill('Dilani Fernando');
  await page.locator('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Donate Now' }).click();

  const second = await readReference(page);
  expect(second).not.toBe(first);
  await expect.poll(() => page.getByText(/eZ Cash or mCash/).isVisible()).toBe(true);
  const rows = await db
    .selectFrom('donation_pledges')
    .select(['reference', 'amount', 'donation_type', 'payment_method'])
    .where('email', '=', email)
    .orderBy('created_at')
    .execute();
  expect(rows).toEqual([
    { reference: first, amount: 2500, donation_type: 'monthly', payment_method: 'bank' },
    { reference: second, amount: 3750, donation_type: 'one-time', payment_method: 'mobile' },
  ]);
  expect(errors).toEqual([]);
  await close();
});

test('the donation page has no WCAG 2.2 AA violation, before and after a pledge', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await openDonation(page);
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await close();
});
