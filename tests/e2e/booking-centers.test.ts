// The /centers directory on a phone: figures, search and city filter kept in the URL, the empty state, the detail
// dialog and its way into the booking wizard.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('search (name, location, specialty, any case) and city filter the six centres and live in the URL', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/centers`);
  const count = page.locator('[data-count]');
  await expect(count.textContent()).resolves.toBe('6 centers found');
  for (const figure of ['6Locations', '42Total Doctors', '25+Years Experience']) {
    await expect(page.locator('.figures').textContent()).resolves.toContain(figure.replace(/(\d\+?)/, '$1'));
  }
  const cards = page.locator('[data-center-card]:visible');
  await expect(cards.count()).resolves.toBe(6);
  await expect(cards.first().textContent()).resolves.toMatch(/\+\d more/);

  const search = page.getByLabel('Search centers');
  await search.fill('KANDY');
  await expect(count.textContent()).resolves.toBe('1 center found');
  expect(new URL(page.url()).searchParams.get('search')).toBe('KANDY');

  await search.fill('visha vedakama'); // a specialty of Anuradhapura only
  await expect(count.textContent()).resolves.toBe('1 center found');

  await search.fill('ward place'); // part of the Colombo address
  await expect(cards.first().getAttribute('data-center-card')).resolves.toBe('colombo');

  await search.fill('');
  await page.getByLabel('City').selectOption('Galle');
  await expect(count.textContent()).resolves.toBe('1 center found');
  expect(new URL(page.url()).searchParams.get('city')).toBe('Galle');

  await page.reload();
  await expect(page.getByLabel('City').inputValue()).resolves.toBe('Galle');
  await expect(cards.count()).resolves.toBe(1);

  await search.fill('no such place');
  await page.getByRole('heading', { name: 'No Centers Found' }).waitFor();
  await expect(count.textContent()).resolves.toBe('0 centers found');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(cards.count()).resolves.toBe(6);
  await expect(page.getByLabel('City').inputValue()).resolves.toBe('All Cities');
  expect(new URL(page.url()).search).toBe('');
  await page.screenshot({ path: '/tmp/centers-phone.png', fullPage: true });
  expect(errors).toEqual([]);
  await close();
});

test('the detail dialog lists services, facilities and specialties and books at that centre', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(`${baseUrl}/centers`);
  await page.getByRole('button', { name: /View Details of .*Negombo/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  for (const heading of ['Services', 'Facilities', 'Specialties']) {
    await expect.poll(() => dialog.getByRole('heading', { name: heading }).isVisible()).toBe(true);
  }
  await expect(dialog.getByRole('link', { name: 'Call Center' }).getAttribute('href')).resolves.toMatch(
    /^tel:\+94\d+$/,
  );
  await expect(dialog.getByRole('link', { name: /Get Directions/ }).getAttribute('href')).resolves.toContain(
    'google.com/maps/dir/',
  );
  await page.screenshot({ path: '/tmp/centers-dialog-desktop.png' });
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);

  await page.getByRole('button', { name: /View Details of .*Negombo/ }).click();
  await dialog.getByRole('link', { name: 'Book Appointment' }).click();
  await page.waitForURL(/\/appointment\?center=negombo$/);
  await close();
});
