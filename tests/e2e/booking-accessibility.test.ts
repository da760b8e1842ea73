// WCAG 2.2 AA (axe) on the booking pages at each state a patient meets: every wizard step, the confirmation,
// the manage page and the directory with its dialog open.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { FOCUS_MOVES, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { chooseFreeDay } from '../support/date-strip.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Nine axe runs over a whole booking: on a busy two-core CI machine the walk alone takes close to a minute.
test('every step of the wizard, the confirmation and the manage page pass axe, and ?service= preselects', {
  timeout: 180_000,
}, async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  const services = (await (await fetch(`${baseUrl}/api/services`)).json()) as { data: { id: string; name: string }[] };
  const service = services.data.find((item) => item.name === 'Pulse Diagnosis');
  await page.goto(`${baseUrl}/appointment?center=galle&service=${service?.id}`);
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Ayesha');
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await main.getByLabel('Last name').fill('Fernando');
  await main.getByLabel('Email').fill('not-an-email');
  await main.getByLabel('Phone').fill('0771234567');
  await page.getByRole('button', { name: 'Next' }).click();
  // Format errors show on the field, with focus on it.
  await main.getByText('Invalid email address').waitFor();
  await expect(main.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES).toBe('booking-email');
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await main.getByLabel('Email').fill(`ayesha.${Date.now()}@example.lk`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /^Dr\./ }).first().click();
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();
  const times = page.getByRole('group', { name: 'Time' }).getByRole('button', { disabled: false });
  await chooseFreeDay(page);
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await times.first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByLabel('Service', { exact: true }).inputValue()).resolves.toBe(service?.id);
  await page.getByLabel(/I agree that Hela Wedakama may keep/).check();
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await page.getByRole('link', { name: 'View or cancel this booking' }).click();
  await page.getByRole('button', { name: 'Cancel appointment' }).waitFor();
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await close();
});

test('the directory and its dialog pass axe', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/centers`);
  await expect(axeViolations(page, 'main')).resolves.toEqual([]);
  await page.getByRole('button', { name: /View Details of .*Galle/ }).click();
  await page.getByRole('dialog').waitFor();
  await expect(axeViolations(page, 'dialog[open]')).resolves.toEqual([]);
  await close();
});
