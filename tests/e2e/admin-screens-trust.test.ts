// The back office as a receptionist uses it on a working day: consequential actions ask first and name who and
// what, a slow answer for an old filter never replaces the filter just chosen, and every screen fits a phone.
import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { registerForEvent } from '../../src/server/volunteer/event-registration.ts';
import { insertAppointment, signedInPage, uniqueTag, waitForToast } from '../support/admin-screens-e2e.ts';
import { DESKTOP, launchBrowser, PHONE, pageSettled } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let db: Kysely<Database>;
beforeAll(async () => {
  browser = await launchBrowser();
  db = createPooledDatabase(inject('databaseUrl'), 2);
});
afterAll(async () => {
  await browser.close();
  await db.destroy();
});

test('Cancel asks first, naming the patient and the time, and sends the reason typed', async () => {
  const name = `Kamala Wickrama ${uniqueTag()}`;
  const booked = await insertAppointment(db, { patient_name: name });
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { appointments: ['read', 'write'] },
  });
  await page.goto(`${baseUrl}/admin/appointments`);
  await page.getByLabel('Search').fill(booked.reference);
  await page.getByText(/^Showing 1 of \d+ appointments/).waitFor();

  const cancel = page.getByRole('button', { name: `Cancel appointment ${booked.reference}` });
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(`${name}'s appointment on `);
  // Going back changes nothing; the focus starts on the safe button, so Enter does not cancel by accident.
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  const status = async () =>
    (await db.selectFrom('appointments').select('status').where('id', '=', booked.id).executeTakeFirstOrThrow()).status;
  expect(await status()).toBe('pending');

  await cancel.click();
  await dialog.getByLabel('The centre').check();
  await dialog.getByLabel('Reason (told to the patient)').fill('Dr. Perera is away; we will call you.');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await waitForToast(page, 'Status updated');
  expect(await status()).toBe('cancelled');
  const mail = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('dedupe_key', '=', `email:booking-cancelled:${booked.reference}`)
    .executeTakeFirstOrThrow();
  expect(mail.body).toContain('A message from the centre: Dr. Perera is away; we will call you.');
  expect(mail.body).toContain('has had to cancel your appointment');
  expect(errors).toEqual([]);
  await close();
});

test('a slow answer for "All" arriving after "Today" was chosen is ignored', async () => {
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { appointments: ['read'] },
  });
  await page.goto(`${baseUrl}/admin/appointments`);
  await page.getByText(/^Showing \d+ of \d+ appointments/).waitFor();
  // Waiting starts before the change: an answer that came back while the option was still being chosen counts.
  const filtered = page.waitForResponse((response) => response.url().includes('status=pending'));
  await page.getByLabel('Status').selectOption('pending');
  await filtered;

  // From now on the unfiltered list answers 1.5 s late, as a big list on a slow connection does.
  await page.route('**/api/admin/appointments', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const slow = page.waitForEvent('requestfinished', (request) => new URL(request.url()).search === '');
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Date').selectOption('today');
  await slow;
  // The late answer has been read whole; the screen has had its frames to show it if it were going to.
  await pageSettled(page);

  const expected = await page.evaluate(async () => {
    const response = await fetch('/api/admin/appointments?date=today', { credentials: 'same-origin' });
    return ((await response.json()) as { appointments: unknown[] }).appointments.length;
  });
  const shown = await page.getByText(/^Showing \d+ of \d+ appointments/).textContent();
  expect(shown).toMatch(new RegExp(`^Showing ${expected} of `));
  expect(await page.getByLabel('Date').inputValue()).toBe('today');
  expect(errors).toEqual([]);
  await close();
});

test('Accept asks first on a phone, naming the applicant and the programme', async () => {
  const tag = uniqueTag();
  const email = `accept-${tag}@example.org`;
  const { id } = await db
    .insertInto('volunteer_applications')
    .values({
      first_name: 'Tharushi',
      last_name: `Bandara${tag}`,
      email,
      phone: '+94 76 111 2222',
      date_of_birth: '1999-04-12',
      nationality: 'Sri Lankan',
      country: 'Sri Lanka',
      city: 'Kandy',
      program_id: 'research',
      preferred_start_date: '2027-01-10',
      duration: '3-months',
      duration_weeks: 12,
      flexibility: 'Weekends',
      relevant_experience: 'Botany student.',
      motivation: 'To record the knowledge of village healers.',
      expectations: 'Learn field documentation.',
      emergency_contact_name: 'Sunil Bandara',
      emergency_contact_phone: '+94 77 333 4444',
      emergency_contact_relation: 'Father',
      event_type: 'workshop',
      agreement_accepted_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fullName = `Tharushi Bandara${tag}`;
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { volunteers: ['read', 'write'] },
    viewport: PHONE,
  });
  await page.goto(`${baseUrl}/admin/volunteers`);
  await page.getByPlaceholder('Search by name, email, or program...').fill(email);
  await page.getByRole('heading', { name: fullName }).waitFor();

  await page.getByRole('button', { name: `View details of ${fullName}` }).click();
  const details = page.getByRole('dialog', { name: 'Application Details' });
  await details.getByText('Herbal Medicine Preparation Workshop').waitFor();
  await page.keyboard.press('Escape');
  await details.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: `Accept ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Accept this application?' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(
    `Tharushi Bandara${tag}'s application to the Herbal Research & Documentation programme will be accepted`,
  );
  await dialog.getByLabel('Message to include in the e-mail (optional)').fill('Bring your field notebook.');
  await dialog.getByRole('button', { name: 'Accept application' }).click();
  await waitForToast(page, 'Status updated');
  const mail = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('dedupe_key', '=', `email:volunteer-application-accepted:${id}`)
    .executeTakeFirstOrThrow();
  expect(mail.body).toContain('Bring your field notebook.');
  expect(errors).toEqual([]);
  await close();
});

test('the events screen shows who registered, places left, and exports them', async () => {
  const name = `Ruwani Event ${uniqueTag()}`;
  await registerForEvent(db, {
    event_id: 'community-health-fair',
    name,
    email: `${uniqueTag()}@example.lk`,
    phone: '077 888 1234',
    message: null,
  });
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { volunteers: ['read'] },
    viewport: PHONE,
  });
  await page.goto(`${baseUrl}/admin/events`);
  const list = page.getByRole('list', { name: 'Registrations for Community Health Fair' });
  await list.getByText(name).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV of Community Health Fair' }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(`${name},`);
  expect(csv).toContain(',077 888 1234,');
  expect(errors).toEqual([]);
  await close();
});

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const SCREENS = [
  'dashboard',
  'appointments',
  'services',
  'reviews',
  'volunteers',
  'events',
  'patients',
  'settings',
] as const;
const WIDTHS = [320, PHONE.width, DESKTOP.width] as const;

test('every admin screen fits 320 to 1280 px without sideways scrolling', async () => {
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, { role: 'admin', viewport: PHONE });
  const overflowing: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const screen of SCREENS) {
      await page.goto(`${baseUrl}/admin/${screen}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${screen} at ${width} px: ${overflow} px too wide`);
    }
  }
  expect(overflowing).toEqual([]);
  expect(errors).toEqual([]);
  await close();
}, 120_000);
