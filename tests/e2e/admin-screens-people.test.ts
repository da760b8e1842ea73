// Volunteers, patients and settings screens in a real browser, on rows and accounts this file creates.
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { insertAppointment, signedInPage, uniqueTag, waitForToast } from '../support/admin-screens-e2e.ts';
import { launchBrowser, PHONE } from '../support/browser.ts';

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

test('volunteers: search, review, undo review, details modal and empty state on a phone', async () => {
  const tag = uniqueTag();
  const email = `volunteer-${tag}@example.org`;
  await db
    .insertInto('volunteer_applications')
    .values({
      first_name: 'Ishara',
      last_name: `Gunasekara${tag}`,
      email,
      phone: '+94 76 111 2222',
      date_of_birth: '1999-04-12',
      nationality: 'Sri Lankan',
      country: 'Sri Lanka',
      city: 'Kurunegala',
      program_id: 'community',
      preferred_start_date: '2027-01-10',
      duration: '3-months',
      duration_weeks: 12,
      flexibility: 'Weekends and two weekdays',
      relevant_experience: 'First aid volunteer at the district hospital.',
      motivation: 'To help rural health camps reach more families.',
      expectations: 'Learn how herbal remedies are prepared.',
      emergency_contact_name: 'Nimali Gunasekara',
      emergency_contact_phone: '+94 77 333 4444',
      emergency_contact_relation: 'Mother',
      agreement_accepted_at: new Date(),
    })
    .execute();
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { volunteers: ['read', 'write'] },
    viewport: PHONE,
  });
  const fullName = `Ishara Gunasekara${tag}`;
  await page.goto(`${baseUrl}/admin/volunteers`);
  await page.getByRole('heading', { name: 'Volunteer Applications' }).waitFor();
  await page.getByText('Manage and review volunteer program applications').waitFor();
  await page.getByPlaceholder('Search by name, email, or program...').fill(email.toUpperCase());
  await page.getByRole('heading', { name: fullName }).waitFor();
  await page.getByText('Community Health Outreach').waitFor();

  await page.getByRole('button', { name: `Review ${fullName}` }).click();
  await page.locator('.as-status', { hasText: 'Under Review' }).waitFor();
  await page.getByRole('button', { name: `Undo Review ${fullName}` }).click();
  await page.locator('.as-status', { hasText: 'Pending' }).waitFor();
  const row = await db
    .selectFrom('volunteer_applications')
    .select('status')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('pending');

  await page.getByRole('button', { name: `View details of ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Application Details' });
  for (const section of [
    'Personal Information',
    'Program Information',
    'Experience & Motivation',
    'Emergency Contact',
  ]) {
    await dialog.getByRole('heading', { name: section }).waitFor();
  }
  await dialog.getByText('Nimali Gunasekara').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByLabel('Status').selectOption('accepted');
  await page.getByRole('heading', { name: 'No Applications Found' }).waitFor();
  await page.getByText('Try adjusting your search or filter criteria.').waitFor();
  expect(errors).toEqual([]);
  await close();
});

test('patients: one patient per phone, with their appointments and no-shows, and two records merged', async () => {
  const name = `Pradeep Herath ${uniqueTag()}`;
  const booked = await insertAppointment(db, { patient_name: name, status: 'no_show', when: 'past' });
  const other = await insertAppointment(db, { patient_name: `${name} (old number)` });
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { patients: ['read', 'write'] },
  });
  await page.goto(`${baseUrl}/admin/patients`);
  await page.getByLabel('Search').fill(booked.email);
  await page.getByText(/^Showing 1 of \d+ patients$/).waitFor();
  const summary = page.locator('summary', { hasText: name });
  expect(await summary.textContent()).toContain('1 appointment · 1 no-show');
  await summary.click();
  await page.getByRole('cell', { name: booked.reference }).waitFor();
  expect(await page.getByText('Amlodipine').count()).toBe(0);

  await page.getByRole('button', { name: 'Merge another record into this one' }).click();
  const dialog = page.getByRole('dialog', { name: `Merge a record into ${name}'s` });
  await dialog.getByLabel('Find the other record').fill(other.reference);
  await dialog.getByLabel(new RegExp(`^${name} \\(old number\\)`)).check();
  await dialog.getByRole('button', { name: 'Merge records' }).click();
  await waitForToast(page, 'Patients merged');
  await page.locator('summary', { hasText: '2 appointments · 1 no-show' }).waitFor();
  await page.getByLabel('Search').fill(other.reference);
  await page.getByText(/^Showing 1 of \d+ patients$/).waitFor();
  await page.locator('summary', { hasText: '2 appointments' }).waitFor();
  expect(errors).toEqual([]);
  await close();
});

test('settings: SMS number validated, an account created and deactivated (its sessions end)', async () => {
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, { role: 'admin' });
  await page.goto(`${baseUrl}/admin/settings`);
  // The abroad switch is a checkbox beside its words, not a text box's empty 44 px square above them.
  const abroad = await page.getByLabel("Send patients' SMS to numbers outside Sri Lanka").boundingBox();
  expect(abroad?.width).toBeLessThan(30);
  expect(abroad?.height).toBeLessThan(30);
  const number = page.getByLabel('Staff SMS number');
  await number.fill('077 123 456');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Enter a phone number, e.g. 077 123 4567 or +94 77 123 4567').waitFor();
  expect(await number.getAttribute('aria-invalid')).toBe('true');
  await number.fill('077 123 4567');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await waitForToast(page, 'Settings saved');
  const saved = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'admin_sms_number')
    .executeTakeFirstOrThrow();
  expect(saved.value).toBe('+94771234567');

  const email = `new-staff-${uniqueTag()}@wedakama.test`;
  await page.getByLabel('Name', { exact: true }).fill('Ruwan Staff');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Temporary password').fill('Password2026!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.locator('#new-admin-password-error').waitFor();
  // The browser does not carry the list of common passwords: the server refuses it and the form shows why.
  expect(await page.locator('#new-admin-password-error').textContent()).toBe(
    'This password is too common. Choose one that is harder to guess.',
  );
  await page.getByLabel('Temporary password').fill('kithul-treacle-and-curd');
  await page.getByLabel('Appointments: read').last().check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await waitForToast(page, 'Account created');
  const account = await db
    .selectFrom('admin_users')
    .select(['id', 'role', 'permissions'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  expect(account).toMatchObject({ role: 'staff', permissions: { appointments: ['read'] } });

  await createSession(db, account.id, { ip: null, userAgent: null });
  const card = page.locator('.as-item', { hasText: email });
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await waitForToast(page, 'Account deactivated');
  const sessions = await db.selectFrom('admin_sessions').select('id').where('admin_user_id', '=', account.id).execute();
  expect(sessions).toEqual([]);
  // The one error the browser logs is the server's refusal of the common password above (a 400 it answers).
  expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  await close();
});

test('settings: retention periods show their defaults, refuse a bad period by name and save, on a phone', async () => {
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, { role: 'admin', viewport: PHONE });
  await page.goto(`${baseUrl}/admin/settings`);
  await page.getByLabel('Sent messages (text and recipient)').waitFor();
  await page.getByText('SMS and e-mails that went or were given up on. Default: 30 days.').waitFor();
  await page.getByText('Counted from when the sign-in or the counter ended. Default: 1 day.').waitFor();
  const rejected = page.getByLabel('Rejected reviews and volunteer applications');
  const before = await rejected.inputValue();
  await rejected.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await page.getByText('Rejected reviews and volunteer applications: keep at least 1 day').waitFor();
  await expect.poll(() => rejected.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('retention-rejected');

  await rejected.fill('120');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await waitForToast(page, 'Settings saved');
  await expect.poll(() => rejected.getAttribute('aria-invalid')).toBe(null);
  const saved = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'retention_days')
    .executeTakeFirstOrThrow();
  expect(saved.value).toMatchObject({ rejected: 120, sentMessages: 30 });

  await rejected.fill(before);
  await page.getByRole('button', { name: 'Save settings' }).click();
  const savedRejected = async () =>
    (await db.selectFrom('app_settings').select('value').where('key', '=', 'retention_days').executeTakeFirstOrThrow())
      .value;
  await expect.poll(savedRejected).toMatchObject({ rejected: Number(before) });
  expect(errors).toEqual([]);
  await close();
});

test("settings: a save over another admin's newer one is refused, and the form then shows theirs", async () => {
  const first = await signedInPage(browser, db, baseUrl, { role: 'admin' });
  const second = await signedInPage(browser, db, baseUrl, { role: 'admin' });
  for (const { page } of [first, second]) {
    await page.goto(`${baseUrl}/admin/settings`);
    await page.getByRole('button', { name: 'Save settings' }).waitFor();
  }
  const reviewSms = 'New review to moderate: SMS';
  const contactSms = 'New contact message: SMS';
  const before = await first.page.getByLabel(reviewSms).isChecked();
  await first.page.getByLabel(reviewSms).setChecked(!before);
  await first.page.getByRole('button', { name: 'Save settings' }).click();
  await waitForToast(first.page, 'Settings saved');

  await second.page.getByLabel(contactSms).setChecked(!(await second.page.getByLabel(contactSms).isChecked()));
  await second.page.getByRole('button', { name: 'Save settings' }).click();
  await waitForToast(second.page, 'Failed to save settings');
  await second.page
    .getByText(
      'Someone else saved the settings after you opened them. They have been reloaded: check them and save again.',
    )
    .waitFor();
  // The form now shows the first admin's change, and saving from it keeps that change.
  await expect.poll(() => second.page.getByLabel(reviewSms).isChecked()).toBe(!before);
  await second.page.getByRole('button', { name: 'Save settings' }).click();
  await waitForToast(second.page, 'Settings saved');
  const saved = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', 'notifications')
    .executeTakeFirstOrThrow();
  expect(saved.value).toMatchObject({ new_review: { sms: !before } });
  await first.close();
  await second.close();
});

test('settings are refused to a staff account, whatever its permissions', async () => {
  const id = await upsertAdmin(db, {
    email: `staff-${uniqueTag()}@wedakama.test`,
    password: `long-enough-${uniqueTag()}`,
    name: 'Staff',
    role: 'staff',
    permissions: { settings: ['read', 'write'] },
  });
  const token = await createSession(db, id, { ip: null, userAgent: null });
  const response = await fetch(`${baseUrl}/api/admin/settings`, { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  expect(response.status).toBe(403);
  expect(((await response.json()) as { error: string }).error).toBe('Access denied. Admin privileges required.');
});
