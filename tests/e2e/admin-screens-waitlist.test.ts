// The Waitlist screen as a receptionist at 375 and 1280 px: a doctor's full day at a centre lists who waits, in
// order, and "Move to top" puts the second person first.
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { signedInPage, uniqueTag, waitForToast } from '../support/admin-screens-e2e.ts';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const CENTER = 'galle';
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

/** A doctor of this test's own with one full session on `date`, and two people waiting for it. */
async function fullDayWithWaitlist(date: string) {
  const name = `Waitlist ${uniqueTag()}`;
  const doctor = await db
    .insertInto('doctors')
    .values({ title: 'Dr.', name, specialization: 'Nadi Pariksha', consultation_fee: 2000, experience_years: 9 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('doctor_centers').values({ doctor_id: doctor.id, medical_center_id: CENTER }).execute();
  await db
    .insertInto('appointment_slots')
    .values({
      doctor_id: doctor.id,
      medical_center_id: CENTER,
      slot_date: date,
      slot_time: '10:00',
      max_bookings: 1,
      current_bookings: 1,
    })
    .execute();
  for (const [index, patient] of ['Anoma First', 'Bandula Second'].entries()) {
    await db
      .insertInto('waitlist_entries')
      .values({
        doctor_id: doctor.id,
        medical_center_id: CENTER,
        slot_date: date,
        patient_name: patient,
        patient_phone: `+9477555020${index}`,
        patient_email: `waitlist-${uniqueTag()}@example.lk`,
        preferred_language: 'sinhala',
        token_hash: uniqueTag().repeat(8),
        queue_position: 1000 + index,
      })
      .execute();
  }
  return `Dr. ${name}`;
}

describe.each([
  { name: 'phone', viewport: PHONE },
  { name: 'desk', viewport: DESKTOP },
])('the Waitlist screen ($name)', ({ name, viewport }) => {
  test("lists a doctor's day in order and moves the second person to the top", async () => {
    const date = addDays(colomboToday(), name === 'phone' ? 8 : 9);
    const doctor = await fullDayWithWaitlist(date);
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
      role: 'staff',
      permissions: { appointments: ['read', 'write'] },
      viewport,
    });
    await page.goto(`${baseUrl}/admin/waitlist`);
    await page.getByRole('heading', { name: 'Waitlist', level: 1 }).waitFor();
    await page.getByLabel('Medical center').selectOption(CENTER);
    await page.getByLabel('Doctor').selectOption({ label: doctor });
    await page.getByLabel('Day').fill(date);
    const rows = page.getByRole('table', { name: 'The waitlist' }).locator('tbody tr th');
    await expect.poll(() => rows.allTextContents()).toEqual(['Anoma First', 'Bandula Second']);
    await page.screenshot({ path: `test-results/admin-waitlist-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Move to top' }).click();
    await waitForToast(page, 'Bandula Second is now first');
    await expect.poll(() => rows.allTextContents()).toEqual(['Bandula Second', 'Anoma First']);
    expect(errors).toEqual([]);
    await close();
  });
});
