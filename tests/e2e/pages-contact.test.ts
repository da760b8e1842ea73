import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
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

async function openContact(page: Page) {
  await page.goto(`${baseUrl}/contact`);
  // The form sits below the fold and hydrates once it comes into view (client:visible).
  await page.locator('main form').scrollIntoViewIfNeeded();
  await page.locator('main button[type="submit"]:not([disabled])').waitFor();
}

const errorOf = (page: Page, id: string) => page.locator(`#contact-${id}-error`).textContent();

test('an empty or wrong message shows the agreed messages word for word and sends nothing', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts.push(request.method());
  });
  await openContact(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(errorOf(page, 'name')).resolves.toBe('Name is required');
  await expect(errorOf(page, 'phone')).resolves.toBe('Phone number is required');
  await expect(errorOf(page, 'email')).resolves.toBe('Email is required');
  await expect(errorOf(page, 'subject')).resolves.toBe('Please select a subject');
  await expect(errorOf(page, 'message')).resolves.toBe('Message is required');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES).toBe('contact-name');
  await expect(page.locator('main').getByLabel('Full name').getAttribute('aria-invalid')).resolves.toBe('true');

  await page.locator('main').getByLabel('Email address').fill('someone@');
  await page.locator('main').getByLabel('Phone number').fill('call me');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(errorOf(page, 'email')).resolves.toBe('Invalid email address');
  await expect(errorOf(page, 'phone')).resolves.toBe('Please enter a valid phone number');
  expect(posts).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test('a valid message is stored, the staff are notified and the form starts again empty', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const text = `Is the steam bath open on Poya days? ${Date.now()}`;
  await openContact(page);
  await page.locator('main').getByLabel('Full name').fill('Tharindu Silva');
  await page.locator('main').getByLabel('Phone number').fill('071 555 0101');
  await page.locator('main').getByLabel('Email address').fill('tharindu@example.lk');
  await page.locator('main').getByLabel('Subject').selectOption('general');
  await page.locator('main').getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await page.getByRole('heading', { name: 'Message Sent Successfully!' }).waitFor();
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").isVisible(),
  ).resolves.toBe(true);

  const row = await db.selectFrom('contact_messages').selectAll().where('message', '=', text).executeTakeFirst();
  expect(row).toMatchObject({
    name: 'Tharindu Silva',
    phone: '+94715550101',
    email: 'tharindu@example.lk',
    subject: 'general',
    status: 'new',
  });
  const mail = await db
    .selectFrom('outbox_messages')
    .select(['channel', 'recipient'])
    .where('body', 'like', `%${text}%`)
    .execute();
  expect(mail).toEqual([{ channel: 'email', recipient: 'info@helawedakama.lk' }]);

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(page.locator('main').getByLabel('Full name').inputValue()).resolves.toBe('');
  await expect(page.locator('main').getByLabel('Message', { exact: true }).inputValue()).resolves.toBe('');
  expect(errors).toEqual([]);
  await close();
});

test('a refused send keeps everything typed and shows the server message', async () => {
  const { page, close } = await openPage(browser);
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'Too many messages from this connection. Please try again in 10 minutes or call us.',
      }),
    }),
  );
  await openContact(page);
  await page.locator('main').getByLabel('Full name').fill('Ruwan Perera');
  await page.locator('main').getByLabel('Phone number').fill('0771234567');
  await page.locator('main').getByLabel('Email address').fill('ruwan@example.lk');
  await page.locator('main').getByLabel('Subject').selectOption('pricing');
  await page.locator('main').getByLabel('Message', { exact: true }).fill('How much is a Panchakarma course?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('button', { name: 'Send Message' }).and(page.locator(':not([disabled])')).waitFor();
  await expect(page.locator('main').getByLabel('Message', { exact: true }).inputValue()).resolves.toBe(
    'How much is a Panchakarma course?',
  );
  await expect(page.locator('main').getByLabel('Full name').inputValue()).resolves.toBe('Ruwan Perera');
  await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' }).count()).resolves.toBe(0);
  await close();
});

test('the map reaches the provider only after "Show map", and the page has no WCAG 2.2 AA violation', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) thirdParty.push(request.url());
  });
  // The map itself is not loaded here: only that it was asked for.
  await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, body: '<p>map</p>' }));
  await openContact(page);
  await expect(page.getByRole('link', { name: 'Call now' }).getAttribute('href')).resolves.toMatch(/^tel:\+94\d{9}$/);
  await expect(page.getByRole('link', { name: 'WhatsApp', exact: true }).getAttribute('href')).resolves.toMatch(
    /^https:\/\/wa\.me\/94\d{9}$/,
  );
  // The lines' hours and the centres' opening hours (the footer) differ, and each says whose hours it gives.
  const lineHours = page.locator('main li.card', {
    has: page.getByRole('heading', { name: 'Phone & WhatsApp Hours' }),
  });
  await expect.poll(() => lineHours.getByText('Monday - Friday').isVisible()).toBe(true);
  await expect.poll(() => lineHours.getByText('8:00 AM - 7:00 PM').isVisible()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Opening Hours' }).count()).resolves.toBe(1);
  await expect.poll(() => page.locator('footer').getByText('8:00 AM - 6:00 PM').isVisible()).toBe(true);
  await expect.poll(() => page.getByText(/Free on-site parking/).isVisible()).toBe(true);
  await expect(axeViolations(page)).resolves.toEqual([]);
  expect(thirdParty).toEqual([]);
  expect(await page.locator('iframe').count()).toBe(0);

  // Waits for the request itself: the iframe can be in the page a moment before its request is sent.
  const mapRequest = page.waitForRequest((request) => request.url().startsWith('https://www.google.com/maps'));
  await page.getByRole('button', { name: 'Show map' }).click();
  await page.locator('iframe[title*="Map"]').waitFor();
  await mapRequest;
  expect(thirdParty.some((url) => url.startsWith('https://www.google.com/maps'))).toBe(true);
  await close();
});
