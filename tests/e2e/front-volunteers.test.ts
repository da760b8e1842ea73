// Issue 55's last front-office pieces in a real browser. Staff read an application sent in the documented API shape
// with every field it carries (nothing shown as an empty comma or dash) and see a repeated one marked, naming and
// opening the earlier one: a receptionist with a read-only role (no decision buttons, no health details) and an
// admin, at 375 and 1280 px. An admin on a fresh install is asked for the staff SMS number on the dashboard, may
// skip it and is then reminded; the receptionist is not. A visitor sends a programme's feedback in Sinhala, with
// and without JavaScript, and it reaches the inbox. Screenshots in /tmp/front-<screen>-<width>.png.
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { insertApplication } from '../../src/server/volunteer/application-queries.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { parseApplicationSubmission } from '../../src/shared/volunteer/application-schema.ts';
import { signedInPage, uniqueTag, waitForToast } from '../support/admin-screens-e2e.ts';
import { DESKTOP, launchBrowser, openPage, PHONE } from '../support/browser.ts';

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

/** Two applications from one address (in other capitals) to one programme, in the documented API shape. */
async function repeatedApplications(tag: string) {
  const body = {
    program_id: 'research',
    full_name: `Lena Vogel ${tag}`,
    email: `lena.${tag}@example.de`,
    phone: '+49 151 2345 6789',
    country: 'Germany',
    date_of_birth: '1994-06-01',
    motivation: 'To learn how village remedies are recorded.',
    experience: 'Ethnobotany field notes in Kerala.',
    skills: 'Careful documentation.',
    preferred_start_date: addDays(colomboToday(), 40),
    duration_weeks: 6,
    emergency_contact_name: 'Jonas Vogel',
    emergency_contact_phone: '+49 151 9876 5432',
    emergency_contact_relationship: 'Brother',
    dietary_restrictions: 'Vegetarian',
    medical_conditions: 'Pollen allergy',
    additional_info: 'Nationality: German\nCity: Berlin\nAvailability: Weekdays\nPrevious volunteering: None',
  };
  const first = await insertApplication(db, parseApplicationSubmission(body));
  const second = await insertApplication(db, parseApplicationSubmission({ ...body, email: body.email.toUpperCase() }));
  expect(second.already_received).toBe(true);
  return { name: body.full_name, first, second };
}

const clearStaffNumber = () => db.deleteFrom('app_settings').where('key', '=', 'admin_sms_number').execute();

test.each([PHONE, DESKTOP])('a read-only receptionist reads a repeated application at %o', async (viewport) => {
  const tag = uniqueTag();
  const { name } = await repeatedApplications(tag);
  await clearStaffNumber();
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { dashboard: ['read'], volunteers: ['read'] },
    viewport,
  });
  // Only people who may change the settings are asked for the staff number.
  await page.goto(`${baseUrl}/admin/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect(await page.getByText('No staff SMS number yet').count()).toBe(0);
  expect(await page.getByLabel('Staff SMS number').count()).toBe(0);

  await page.goto(`${baseUrl}/admin/volunteers`);
  await page.getByPlaceholder('Search by name, email, or program...').fill(tag);
  const cards = page.locator('.as-item', { hasText: name });
  await expect.poll(() => cards.count()).toBe(2);
  // The newer one (listed first) carries the mark; the first one does not.
  await expect.poll(() => cards.nth(0).getByText('Repeat application').count()).toBe(1);
  expect(await cards.nth(1).getByText('Repeat application').count()).toBe(0);
  expect(await cards.nth(0).locator('.as-meta').textContent()).toContain('Berlin, Germany');
  expect(await page.getByRole('button', { name: /^(Accept|Reject|Review) / }).count()).toBe(0);

  await cards
    .nth(0)
    .getByRole('button', { name: `View details of ${name.split(' ')[0]}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Application Details' });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  for (const shown of ['German', 'Berlin, Germany', 'Weekdays', '6 weeks', 'Careful documentation.']) {
    expect(text).toContain(shown);
  }
  expect(text).not.toContain('—');
  expect(text).not.toContain(' , ');
  // Health details only for staff who may read health information.
  expect(text).not.toContain('Pollen allergy');
  await page.screenshot({ path: `/tmp/front-reader-application-${viewport.width}.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Open the earlier application' }).click();
  await expect.poll(async () => (await dialog.textContent())?.includes('Repeat application')).toBe(false);
  expect(errors).toEqual([]);
  await close();
});

test.each([PHONE, DESKTOP])('an admin: the staff SMS step and a repeated application at %o', async (viewport) => {
  const tag = uniqueTag();
  const { name } = await repeatedApplications(tag);
  await clearStaffNumber();
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, { role: 'admin', viewport });
  await page.goto(`${baseUrl}/admin/dashboard`);
  const number = page.getByLabel('Staff SMS number');
  await number.waitFor();
  // The Settings screen's rule, word for word.
  await number.fill('077 123 456');
  await page.getByRole('button', { name: 'Save number' }).click();
  await page.getByText('Enter a phone number, e.g. 077 123 4567 or +94 77 123 4567').waitFor();
  expect(await number.getAttribute('aria-invalid')).toBe('true');
  await page.screenshot({ path: `/tmp/front-admin-dashboard-step-${viewport.width}.png`, fullPage: true });
  // Skipped: a reminder with the way to Settings while the number is empty.
  await page.getByRole('button', { name: 'Skip for now' }).click();
  const reminder = page.getByText('No staff SMS number yet');
  await reminder.waitFor();
  await page.reload();
  await reminder.waitFor();
  expect(await page.getByLabel('Staff SMS number').count()).toBe(0);
  await page.screenshot({ path: `/tmp/front-admin-dashboard-reminder-${viewport.width}.png`, fullPage: true });
  await page.getByRole('link', { name: 'Add it in Settings' }).click();
  await page.waitForURL('**/admin/settings');

  await page.goto(`${baseUrl}/admin/volunteers`);
  await page.getByPlaceholder('Search by name, email, or program...').fill(tag);
  const cards = page.locator('.as-item', { hasText: name });
  await expect.poll(() => cards.count()).toBe(2);
  await cards.nth(0).getByRole('button', { name: 'Open the earlier application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Application Details' });
  await dialog.waitFor();
  expect(await dialog.getByText('Repeat application').count()).toBe(0);
  await page.keyboard.press('Escape');
  await cards
    .nth(0)
    .getByRole('button', { name: `View details of ${name.split(' ')[0]}` })
    .click();
  await dialog.getByText('Repeat application').waitFor();
  // An admin reads health information.
  await dialog.getByText('Pollen allergy').waitFor();
  expect((await dialog.textContent()) ?? '').not.toContain('—');
  await page.screenshot({ path: `/tmp/front-admin-application-${viewport.width}.png`, fullPage: true });

  // Saved from the dashboard's step, the number is the Settings screen's.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}/admin/dashboard`);
  await page.getByLabel('Staff SMS number').fill('077 765 4321');
  await page.getByRole('button', { name: 'Save number' }).click();
  await waitForToast(page, 'Staff SMS number saved');
  await expect.poll(() => page.getByText('No staff SMS number yet').count()).toBe(0);
  const saved = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'admin_sms_number')
    .executeTakeFirstOrThrow();
  expect(saved.value).toBe('+94777654321');
  expect(errors).toEqual([]);
  await close();
});

const feedbackCount = async (text: string) =>
  Number(
    (
      await db
        .selectFrom('volunteer_feedback')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('feedback_text', '=', text)
        .executeTakeFirstOrThrow()
    ).n,
  );

test('a visitor sends a programme its feedback in Sinhala, with JavaScript', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/si/volunteer/programs/community/`);
  const heading = page.getByRole('heading', { name: 'ඔබේ අදහස් බෙදා ගන්න' });
  await heading.scrollIntoViewIfNeeded();
  await page.locator('astro-island:not([ssr]) form.feedback-form').waitFor();
  await page.getByRole('button', { name: 'අදහස් යවන්න' }).click();
  // The schema's messages in the page's language, focus on the first.
  await page.getByText('කරුණාකර 1 සිට 5 දක්වා ශ්‍රේණියක් තෝරන්න').waitFor();
  await page.getByText('කරුණාකර ඔබේ අදහස් බෙදා ගන්න').waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('feedback-rating');
  await page.screenshot({ path: '/tmp/front-feedback-si-errors-375.png', fullPage: true });
  const words = `ගම්වල සෞඛ්‍ය කඳවුරු ඉතා ප්‍රයෝජනවත් විය ${uniqueTag()}`;
  await page.getByRole('radio', { name: '5න් 4: ඉතා හොඳයි' }).check();
  await page.getByLabel('ඔබේ අදහස්', { exact: true }).fill(words);
  await page.getByRole('radio', { name: 'ඔව්' }).check();
  await page.getByRole('button', { name: 'අදහස් යවන්න' }).click();
  await page.getByRole('heading', { name: 'ඔබේ අදහස්වලට ස්තූතියි' }).waitFor();
  await page.screenshot({ path: '/tmp/front-feedback-si-sent-375.png', fullPage: true });
  expect(await feedbackCount(words)).toBe(1);
  expect(errors).toEqual([]);
  await close();
});

test('the feedback form works without JavaScript, back on the programme page in Sinhala', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${baseUrl}/si/volunteer/programs/community/`);
  const words = `ජාවාස්ක්‍රිප්ට් නැතිව ${uniqueTag()}`;
  await page.getByRole('radio', { name: '5න් 5: විශිෂ්ටයි' }).check();
  await page.getByLabel('ඔබේ අදහස්', { exact: true }).fill(words);
  await page.getByRole('radio', { name: 'නැත' }).check();
  await page.getByRole('button', { name: 'අදහස් යවන්න' }).click();
  await page.waitForURL('**/si/volunteer/programs/community/#feedback-sent');
  await page.getByRole('heading', { name: 'ඔබේ අදහස්වලට ස්තූතියි' }).waitFor();
  expect(await feedbackCount(words)).toBe(1);
  await close();
});
