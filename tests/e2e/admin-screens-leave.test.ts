// Leave & closures as a receptionist, on a phone and at a desk: a wrong range is refused on its field; a doctor
// marked away after seeing how many booked patients it catches; the patient then listed with "Not answered" and a
// link that calls them. Screenshots in /tmp/leave-<width>.png.

import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { signedInPage, uniqueTag, waitForToast } from '../support/admin-screens-e2e.ts';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser.ts';

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

/** A doctor's working day ahead with nothing closed or booked, and one booking of this test's own on it. */
async function bookedDay(patientName: string, phone: string) {
  const day = await db
    .selectFrom('appointment_slots')
    .select(['doctor_id', 'medical_center_id', 'slot_date', sql<string>`min(id::text)`.as('slot_id')])
    .where('slot_date', '>=', addDays(colomboToday(), 3))
    .where('slot_date', '<=', addDays(colomboToday(), 25))
    .groupBy(['doctor_id', 'medical_center_id', 'slot_date'])
    .having(sql<boolean>`bool_and(is_available) and sum(current_bookings) = 0`)
    .orderBy(sql`md5(doctor_id::text || slot_date::text || ${uniqueTag()})`)
    .executeTakeFirstOrThrow();
  const tag = uniqueTag();
  await db
    .insertInto('appointments')
    .values({
      reference: `WK-E${tag}`.toUpperCase(),
      slot_id: day.slot_id,
      service_type: 'Herbal Medicine',
      patient_name: patientName,
      patient_email: `leave-${tag}@example.lk`,
      patient_phone: phone,
      preferred_language: 'sinhala',
      manage_token_hash: tag.repeat(8),
    })
    .execute();
  await db.updateTable('appointment_slots').set({ current_bookings: 1 }).where('id', '=', day.slot_id).execute();
  return day;
}

test.each([PHONE, DESKTOP])('a receptionist marks a doctor away and sees whom to call at %o', async (viewport) => {
  const patient = `Nadeesha Gunawardena ${uniqueTag()}`;
  const digits = String(viewport.width).padStart(4, '0');
  const phone = `077 555 ${digits}`;
  const day = await bookedDay(patient, phone);
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { schedules: ['read', 'write'], appointments: ['read', 'write'] },
    viewport,
  });
  await page.goto(`${baseUrl}/admin/leave`);
  await page.getByRole('heading', { name: 'Leave & closures' }).waitFor();
  await page.getByLabel('Centre').selectOption(day.medical_center_id);
  await page.getByLabel('Doctor').selectOption(day.doctor_id);

  // A last date before the first is refused on its field, before anything is sent.
  await page.getByLabel('First date').fill(day.slot_date);
  await page.getByLabel('Last date').fill(addDays(day.slot_date, -1));
  await page.getByLabel('Reason (for staff)').fill('Doctor unwell');
  await page.getByRole('button', { name: 'Check affected bookings' }).click();
  await page.getByText('The last date must not be before the first date').waitFor();

  await page.getByLabel('Last date').fill(day.slot_date);
  await page.getByRole('button', { name: 'Check affected bookings' }).click();
  await page.getByText('1 booked patient', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Mark the doctor away' }).click();
  await waitForToast(page, 'Leave marked');

  const call = page.getByRole('link', { name: `Call ${patient} on ${phone}` });
  await call.waitFor();
  expect(await call.getAttribute('href')).toBe(`tel:+9477555${digits}`);
  const row = page.locator('.lv-patient', { hasText: patient });
  expect(await row.getByText('Not answered').isVisible()).toBe(true);
  await row.scrollIntoViewIfNeeded();
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await page.screenshot({ path: `/tmp/leave-${viewport.width}.png`, fullPage: true });

  const open = await db
    .selectFrom('appointment_slots')
    .select('id')
    .where('doctor_id', '=', day.doctor_id)
    .where('slot_date', '=', day.slot_date)
    .where('is_available', '=', true)
    .execute();
  expect(open).toEqual([]);

  // The patient answers the call: the visit moves to another day of the same doctor, and the row says so.
  const later = await db
    .selectFrom('appointment_slots')
    .select('slot_date')
    .where('doctor_id', '=', day.doctor_id)
    .where('medical_center_id', '=', day.medical_center_id)
    .where('slot_date', '>', day.slot_date)
    .where('is_available', '=', true)
    .whereRef('current_bookings', '<', 'max_bookings')
    .orderBy('slot_date')
    .executeTakeFirstOrThrow();
  await row.getByRole('button', { name: /^Move appointment / }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${patient}'s visit` });
  await dialog.getByText('closed', { exact: true }).first().waitFor();
  await dialog.getByLabel('Day', { exact: true }).fill(String(later.slot_date).slice(0, 10));
  await dialog.locator('.as-time[data-open="true"]').first().click();
  await dialog.getByRole('button', { name: 'Move visit' }).click();
  await waitForToast(page, 'Moved ');
  await row.getByText('Moved', { exact: true }).waitFor();
  expect(await row.getByRole('link', { name: /^Call / }).count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});
