import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
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

test('search, detail with logged health information, confirm, and CSV export', async () => {
  const name = `Kumari Senanayake ${uniqueTag()}`;
  const booked = await insertAppointment(db, { patient_name: name });
  const { page, errors, close, adminId } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { appointments: ['read', 'write'] },
  });
  await page.goto(`${baseUrl}/admin/appointments`);
  await page.getByText(/^Showing \d+ of \d+ appointments/).waitFor();
  await page.getByLabel('Search').fill(booked.reference.toLowerCase());
  await page.getByText(/^Showing 1 of \d+ appointments/).waitFor();
  expect(await page.getByRole('heading', { name }).isVisible()).toBe(true);

  // The detail modal: structured details, health information only on request (and logged), Escape closes it.
  await page.getByRole('button', { name: `View appointment ${booked.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Appointment ${booked.reference}` });
  await dialog.waitFor();
  expect(await dialog.getByText('Amlodipine 5mg').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Show health information' }).click();
  await dialog.getByText('Amlodipine 5mg').waitFor();
  const logged = await db
    .selectFrom('admin_activity_logs')
    .select('action')
    .where('admin_user_id', '=', adminId)
    .where('action', '=', 'appointment_health_viewed')
    .execute();
  expect(logged).toHaveLength(1);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: `Confirm appointment ${booked.reference}` }).click();
  await waitForToast(page, 'Status updated');
  await page.locator('.as-status', { hasText: 'Confirmed' }).waitFor();
  const row = await db
    .selectFrom('appointments')
    .select('status')
    .where('id', '=', booked.id)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('confirmed');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFPatient Name,Email,Phone,Preferred Date,Service,Status,Notes,Created At,Language',
  );
  expect(csv).toContain(`${name},${booked.email},077 123 4567,`);
  expect(csv).not.toContain('Amlodipine');
  await waitForToast(page, 'Export completed');

  await page.getByLabel('Search').fill('nobody-is-called-this');
  await page.getByText('No appointments found').waitFor();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await waitForToast(page, 'No data to export');
  expect(errors).toEqual([]);
  await close();
});

test('on a phone, a staff member without write permission is told so', async () => {
  const booked = await insertAppointment(db, { patient_name: `Read Only ${uniqueTag()}` });
  const { page, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { appointments: ['read'] },
    viewport: PHONE,
  });
  await page.goto(`${baseUrl}/admin/appointments`);
  await page.getByLabel('Search').fill(booked.reference);
  await page.getByRole('button', { name: `Cancel appointment ${booked.reference}` }).click();
  await page.getByText('You do not have permission to update appointments').waitFor();
  await close();
});
