// The front desk books a caller and moves a visit, at a phone's width and a desk's: the dialogs choose a doctor's
// free time, refuse what is missing with a message at the field, and the list shows the result.
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { insertAppointment, signedInPage, uniqueTag, waitForToast } from '../support/admin-screens-e2e.ts';
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

const desk = { role: 'staff' as const, permissions: { appointments: ['read' as const, 'write' as const] } };

/** A doctor-day of a centre, some days ahead, with at least two times free; its centre, doctor and date. */
async function openDay(offset: number) {
  const slot = await db
    .selectFrom('appointment_slots as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .select(['s.medical_center_id', 's.doctor_id', 's.slot_date', 'd.name'])
    .where('s.slot_date', '=', addDays(colomboToday(), offset))
    .where('s.is_available', '=', true)
    .whereRef('s.current_bookings', '<', 's.max_bookings')
    .orderBy('s.slot_time')
    .executeTakeFirstOrThrow();
  return slot;
}

describe.each([
  { width: 'phone', viewport: PHONE, offset: 3 },
  { width: 'desktop', viewport: DESKTOP, offset: 4 },
])('at the front desk on a $width', ({ viewport, offset, width }) => {
  test('a caller is booked by phone without an e-mail address', async () => {
    const day = await openDay(offset);
    const name = `Caller ${uniqueTag()}`;
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, { ...desk, viewport });
    await page.goto(`${baseUrl}/admin/appointments?center=${day.medical_center_id}`);
    await page.getByRole('button', { name: 'Book a visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a visit' });
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await dialog.getByText("Enter the patient's name").waitFor();
    await dialog.getByText('Choose a time').first().waitFor();
    await dialog.getByLabel('Service', { exact: true }).selectOption({ index: 1 });
    await dialog.getByLabel('Doctor', { exact: true }).selectOption(day.doctor_id);
    await dialog.getByLabel('Day', { exact: true }).fill(day.slot_date);
    await dialog.locator('.as-time[data-open="true"]').first().click();
    await dialog.getByLabel("Patient's name").fill(name);
    await dialog.getByLabel('Phone', { exact: true }).fill('077 555 01 23');
    await dialog.getByLabel('Tamil').check();
    await page.screenshot({ path: `test-results/desk-book-${width}.png`, fullPage: false });
    await dialog.getByRole('button', { name: 'Book', exact: true }).click();
    await waitForToast(page, 'Booked WK-');
    await page.getByText(name).first().waitFor();
    const stored = await db
      .selectFrom('appointments')
      .select(['booked_via', 'patient_phone', 'patient_email', 'preferred_language'])
      .where('patient_name', '=', name)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      booked_via: 'phone',
      patient_phone: '+94775550123',
      patient_email: '',
      preferred_language: 'tamil',
    });
    expect(errors).toEqual([]);
    await close();
  });

  test('a visit moves to another time of the same day and the old place is freed', async () => {
    const booked = await insertAppointment(db, { patient_name: `Moving ${uniqueTag()}`, status: 'confirmed' });
    const before = await db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(['a.slot_id', 's.current_bookings'])
      .where('a.id', '=', booked.id)
      .executeTakeFirstOrThrow();
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, { ...desk, viewport });
    await page.goto(`${baseUrl}/admin/appointments?search=${booked.reference}`);
    await page.getByRole('button', { name: `Move appointment ${booked.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Move .*'s visit$/ });
    await dialog.locator('.as-time').first().waitFor();
    await dialog.getByText('now', { exact: true }).waitFor();
    await dialog.locator('.as-time[data-open="true"]').first().click();
    await page.screenshot({ path: `test-results/desk-move-${width}.png`, fullPage: false });
    await dialog.getByRole('button', { name: 'Move visit' }).click();
    await waitForToast(page, `Moved ${booked.reference}`);
    const after = await db
      .selectFrom('appointments')
      .select(['slot_id', 'calendar_sequence'])
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(after.slot_id).not.toBe(before.slot_id);
    expect(after.calendar_sequence).toBe(1);
    const old = await db
      .selectFrom('appointment_slots')
      .select('current_bookings')
      .where('id', '=', before.slot_id)
      .executeTakeFirstOrThrow();
    expect(old.current_bookings).toBe(before.current_bookings - 1);
    expect(errors).toEqual([]);
    await close();
  });

  test('on the day sheet, a visit moves to a later time of its doctor, and the sheet shows it there', async () => {
    const date = addDays(colomboToday(), 1);
    const name = `Desk ${uniqueTag()}`;
    const doctor = await db
      .insertInto('doctors')
      .values({ title: 'Dr.', name, specialization: 'Panchakarma', consultation_fee: 2000, experience_years: 5 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('doctor_centers').values({ doctor_id: doctor.id, medical_center_id: 'kandy' }).execute();
    const [early, late] = await db
      .insertInto('appointment_slots')
      .values(
        ['10:00', '11:00'].map((time) => ({
          doctor_id: doctor.id,
          medical_center_id: 'kandy',
          slot_date: date,
          slot_time: time,
          max_bookings: 2,
        })),
      )
      .returning('id')
      .execute();
    const booked = await insertAppointment(db, { patient_name: `Sheet Mover ${uniqueTag()}`, status: 'confirmed' });
    // Onto this doctor's early time, its first place given back.
    const first = await db
      .selectFrom('appointments')
      .select('slot_id')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('appointment_slots')
      .set((eb) => ({ current_bookings: eb('current_bookings', '-', 1) }))
      .where('id', '=', first.slot_id)
      .execute();
    await db.updateTable('appointments').set({ slot_id: early?.id }).where('id', '=', booked.id).execute();
    await db
      .updateTable('appointment_slots')
      .set({ current_bookings: 1 })
      .where('id', '=', early?.id ?? '')
      .execute();
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, { ...desk, viewport });
    await page.goto(`${baseUrl}/admin/day-sheet?center=kandy&date=${date}`);
    await page.getByRole('button', { name: `Move appointment ${booked.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: /^Move .*'s visit$/ });
    await dialog.locator('.as-time', { hasText: '11:00' }).click();
    await dialog.getByRole('button', { name: 'Move visit' }).click();
    await waitForToast(page, `Moved ${booked.reference}`);
    const sheet = page.getByRole('list', { name: `Visits with Dr. ${name}` });
    await sheet.getByText('11:00', { exact: true }).waitFor();
    const after = await db
      .selectFrom('appointments')
      .select('slot_id')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    expect(after.slot_id).toBe(late?.id);
    await page.screenshot({ path: `test-results/day-sheet-moved-${width}.png` });
    expect(errors).toEqual([]);
    await close();
  });
});
