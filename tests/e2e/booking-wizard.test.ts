// The booking wizard in a real Chromium on a phone: a full booking, the Colombo date strip under a far-away
// device zone, a slot taken by someone else before submit, and cancelling through the private link.
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { chooseFreeDay } from '../support/date-strip.ts';

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

let patient = 0;

async function fillPersonal(page: Page) {
  const n = patient++;
  await page.getByRole('main').getByLabel('First name').fill('Kamala');
  await page.getByRole('main').getByLabel('Last name').fill(`Jayawardena ${n}`);
  await page.getByRole('main').getByLabel('Email').fill(`kamala.e2e.${Date.now()}.${n}@example.lk`);
  await page.getByRole('main').getByLabel('Phone').fill('077 555 0101');
  await page.getByRole('button', { name: 'Next' }).click();
}

/**
 * From step 1 to a free slot on step 4, the last time of the first date from tomorrow that has one; answers the
 * slot's id (kept in the draft). Never today: as the day goes on its last times run out or fall inside the two hours
 * before a slot in which online cancelling is closed, and the tests would change with the hour they run at.
 */
async function reachFreeSlot(page: Page, center = 'Kandy'): Promise<string> {
  await fillPersonal(page);
  await page.getByRole('button', { name: new RegExp(center) }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /^Dr\./ }).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await chooseFreeDay(page);
  await page.getByRole('group', { name: 'Time' }).getByRole('button', { disabled: false }).last().click();
  await page.getByRole('button', { name: 'Next' }).click();
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('wedakama.booking.draft') ?? '{}').form.timeSlot);
}

async function chooseService(page: Page) {
  await page.getByRole('main').getByLabel('Service', { exact: true }).selectOption({ label: 'Herbal Medicine' });
}

async function bookings(slotId: string) {
  return db
    .selectFrom('appointment_slots')
    .select(['current_bookings', 'max_bookings'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
}

test('a patient books on a 375 px phone, gets a reference and a calendar file, then cancels through the private link', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE, acceptDownloads: true });
  await page.goto(`${baseUrl}/appointment`);
  await expect(page.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
  await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
  const slotId = await reachFreeSlot(page);
  const before = await bookings(slotId);

  await expect(page.getByRole('button', { name: 'Book Appointment' }).isDisabled()).resolves.toBe(true);
  await chooseService(page);
  await page
    .getByRole('main')
    .getByLabel(/I agree that Hela Wedakama may keep the health information/)
    .check();
  await page.getByRole('main').getByLabel('Health conditions').fill('Lower back pain');
  await page.getByRole('button', { name: 'Book Appointment' }).click();

  await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
  const reference = await page.locator('dd', { hasText: /^WK-/ }).textContent();
  expect(reference).toMatch(/^WK-[A-Z0-9]{6}$/);
  for (const step of ['within 24 hours', '15 minutes early', 'medical documents', 'confirmation email']) {
    await expect.poll(() => page.getByText(step).isVisible()).toBe(true);
  }
  expect(await bookings(slotId)).toEqual({ ...before, current_bookings: before.current_bookings + 1 });
  const stored = await db
    .selectFrom('appointments')
    .select(['health_conditions', 'health_consent_at', 'status'])
    .where('reference', '=', reference as string)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ health_conditions: 'Lower back pain', status: 'pending' });
  // Nothing about health is left in the browser's storage.
  const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
  expect(storage).not.toContain('Lower back pain');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await readFile((await (await download).path()) as string, 'utf8');
  expect(file).toContain('BEGIN:VEVENT');
  expect(file).toContain(`UID:${reference}@helawedakama.lk`);

  await page.getByRole('link', { name: 'View or cancel this booking' }).click();
  await page.waitForURL(/\/appointment\/manage#token=/);
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await page.getByText('This appointment is cancelled and its place is free for other patients.').waitFor();
  expect(await bookings(slotId)).toEqual(before);
  await page.screenshot({ path: '/tmp/booking-manage-phone.png', fullPage: true });
  // Back on /appointment in the same tab, the cancelled booking is no longer announced as booked.
  await page.goto(`${baseUrl}/appointment`);
  await page.getByRole('button', { name: 'Next' }).waitFor();
  expect(await page.getByText('Your appointment is booked').count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});

test('the date strip starts on today in Colombo even when the phone is set to Los Angeles time', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE, timezoneId: 'America/Los_Angeles' });
  await page.goto(`${baseUrl}/appointment?center=galle`);
  expect(await page.evaluate(() => new Date().getTimezoneOffset())).toBeGreaterThan(0);
  await fillPersonal(page);
  // ?center=galle preselected the centre: Next is open at once.
  await expect(page.getByRole('button', { name: /Galle/ }).getAttribute('aria-pressed')).resolves.toBe('true');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: /^Dr\./ }).first().click();
  await page.getByRole('button', { name: 'Next' }).click();
  const dates = page.getByRole('group', { name: 'Date' }).getByRole('button');
  await expect(dates.count()).resolves.toBe(30);
  await expect(dates.first().getAttribute('data-date')).resolves.toBe(colomboToday());
  await expect(dates.first().textContent()).resolves.toMatch(/^Today \d{1,2} [A-Z][a-z]{2}(, (Full|No sessions))?$/);
  await page.screenshot({ path: '/tmp/booking-datetime-phone.png', fullPage: true });
  await close();
});

test('a slot taken by someone else before submit: a clear message, the patient stays, other times are offered', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/appointment`);
  const slotId = await reachFreeSlot(page, 'Negombo');
  await chooseService(page);
  await db
    .updateTable('appointment_slots')
    .set({ current_bookings: (eb) => eb.ref('max_bookings') })
    .where('id', '=', slotId)
    .execute();

  await page.getByRole('button', { name: 'Book Appointment' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Sorry, this time slot has just been fully booked' })
    .first()
    .waitFor();
  await expect.poll(() => page.getByRole('heading', { name: 'Pick a date and time' }).isVisible()).toBe(true);
  const times = page.getByRole('group', { name: 'Time' }).getByRole('button');
  await times.first().waitFor();
  // The taken time is now greyed out; the others can still be chosen, and what was typed is still there.
  await expect(times.filter({ hasText: /not available/ }).count()).resolves.toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true);
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('main').getByLabel('First name').inputValue()).resolves.toBe('Kamala');
  await close();
});

test('a reload keeps what was entered, except health information', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/appointment`);
  await reachFreeSlot(page, 'Colombo');
  await chooseService(page);
  await page
    .getByRole('main')
    .getByLabel(/I agree that Hela Wedakama may keep the health information/)
    .check();
  await page.getByRole('main').getByLabel('Current medications').fill('Metformin');
  await page.getByRole('main').getByLabel('Emergency contact name').fill('Sunil');
  await page.reload();
  await page.getByRole('heading', { name: 'Choose a service' }).waitFor();
  await expect(page.getByRole('main').getByLabel('Emergency contact name').inputValue()).resolves.toBe('Sunil');
  await expect(
    page
      .getByRole('main')
      .getByLabel(/I agree that Hela Wedakama may keep/)
      .isChecked(),
  ).resolves.toBe(false);
  await expect(page.getByRole('main').getByLabel('Current medications').count()).resolves.toBe(0);
  await page.screenshot({ path: '/tmp/booking-service-phone.png', fullPage: true });
  await close();
});
