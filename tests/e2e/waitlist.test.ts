// The waitlist in a real Chromium, on a 375 px phone and a 1280 px desk screen: a patient who finds the doctor's day
// full joins the waiting list from step 4 of the wizard; a person offered a freed place takes it from the link
// (in Sinhala on the phone, in English at the desk) and the page shows the booking's reference.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { fill } from '../../src/i18n/translate.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, visitorAddress } from '../support/browser.ts';

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

/** Takes every place of the doctor's day at the centre, as if it had filled up. */
async function fillDay(doctorId: string, centerId: string, date: string) {
  await db
    .updateTable('appointment_slots')
    .set((eb) => ({ current_bookings: eb.ref('max_bookings') }))
    .where('doctor_id', '=', doctorId)
    .where('medical_center_id', '=', centerId)
    .where('slot_date', '=', date)
    .execute();
}

/** A day `offset` days ahead on which the doctor works at the centre, every slot still open. */
async function workingDay(doctorId: string, centerId: string, from: number) {
  const row = await db
    .selectFrom('appointment_slots')
    .select('slot_date')
    .where('doctor_id', '=', doctorId)
    .where('medical_center_id', '=', centerId)
    .where('slot_date', '>=', addDays(colomboToday(), from))
    .where('slot_date', '<=', addDays(colomboToday(), 25))
    .where('is_available', '=', true)
    .orderBy('slot_date')
    .executeTakeFirstOrThrow();
  return String(row.slot_date).slice(0, 10);
}

async function draft(page: Page): Promise<{ doctor: string; medicalCenter: string }> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('wedakama.booking.draft') ?? '{}').form);
}

describe.each([
  { name: 'phone', viewport: PHONE, from: 7 },
  { name: 'desk', viewport: DESKTOP, from: 12 },
])('joining the waitlist from a full day ($name)', ({ name, viewport, from }) => {
  test('the wizard offers to wait, with the details already typed, and confirms the place on the list', async () => {
    const w = catalogues.en.booking.waitlist;
    const { page, errors, close } = await openPage(browser, { viewport });
    await page.goto(`${baseUrl}/appointment`);
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Dilani');
    await main.getByLabel('Last name').fill(`Waiting ${name}`);
    await main.getByLabel('Email').fill(`dilani.${name}.${Date.now()}@example.lk`);
    await main.getByLabel('Phone').fill('077 555 0142');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /Kandy/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: /^Dr\./ }).first().click();
    await page.getByRole('button', { name: 'Next' }).click();
    const { doctor, medicalCenter } = await draft(page);
    const day = await workingDay(doctor, medicalCenter, from);
    await fillDay(doctor, medicalCenter, day);
    await page.locator(`[data-date="${day}"]`).click();
    const form = page.getByRole('form', { name: new RegExp(w.dayFull) });
    await form.waitFor();
    await expect.poll(() => form.getByLabel(w.name).inputValue()).toBe(`Dilani Waiting ${name}`);
    await form.getByLabel('Service', { exact: true }).selectOption({ label: 'Herbal Medicine' });
    await form.screenshot({ path: `test-results/waitlist-join-form-${name}.png` });
    await form.getByRole('button', { name: w.join }).click();
    await page.getByText(w.joined).waitFor();
    await page.getByRole('link', { name: w.myPlace }).waitFor();
    await page.screenshot({ path: `test-results/waitlist-join-${name}.png`, fullPage: true });
    const entry = await db
      .selectFrom('waitlist_entries')
      .select(['status', 'preferred_language'])
      .where('patient_name', '=', `Dilani Waiting ${name}`)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ status: 'waiting', preferred_language: 'english' });
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each([
  { locale: 'si' as const, prefix: '/si', viewport: PHONE, from: 9 },
  { locale: 'en' as const, prefix: '', viewport: DESKTOP, from: 14 },
])('claiming an offer from the link ($locale)', ({ locale, prefix, viewport, from }) => {
  test('the person takes the place held for them and sees the booking', async () => {
    const w = catalogues[locale].booking.waitlist;
    const slot = await db
      .selectFrom('appointment_slots')
      .select(['id', 'doctor_id', 'medical_center_id', 'slot_date'])
      .where('slot_date', '=', addDays(colomboToday(), from))
      .where('is_available', '=', true)
      .orderBy('slot_time', 'desc')
      .executeTakeFirstOrThrow();
    const date = String(slot.slot_date).slice(0, 10);
    await fillDay(slot.doctor_id, slot.medical_center_id, date);
    const service = await db
      .selectFrom('services')
      .select('id')
      .where('name', '=', 'Herbal Medicine')
      .executeTakeFirstOrThrow();
    const joined = await fetch(`${baseUrl}/api/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-nf-client-connection-ip': visitorAddress() },
      body: JSON.stringify({
        doctor_id: slot.doctor_id,
        medical_center_id: slot.medical_center_id,
        date,
        service_id: service.id,
        patient_name: `Offered ${locale}`,
        patient_phone: `077 556 ${String(1000 + from)}`,
        patient_email: `offered-${locale}-${Date.now()}@example.lk`,
        preferred_language: locale === 'si' ? 'sinhala' : 'english',
      }),
    });
    expect(joined.status).toBe(201);
    const { data } = (await joined.json()) as { data: { link: string } };
    // A place of the full day freed and offered to this person (what freePlace does), held for 30 minutes.
    await db
      .updateTable('waitlist_entries')
      .set({
        status: 'offered',
        offer_slot_id: slot.id,
        offered_at: new Date(),
        offer_expires_at: new Date(Date.now() + 30 * 60_000),
      })
      .where('patient_name', '=', `Offered ${locale}`)
      .execute();
    const { page, errors, close } = await openPage(browser, { viewport });
    await page.goto(`${baseUrl}${prefix}${data.link}`);
    const claim = page.getByRole('button', { name: w.claim });
    await claim.waitFor();
    await page.screenshot({ path: `test-results/waitlist-offer-${locale}.png`, fullPage: true });
    await claim.click();
    const booked = page.getByText(fill(w.booked, { reference: 'WK-' }).split('WK-')[0] ?? '');
    await booked.first().waitFor();
    await page.getByRole('link', { name: w.manage }).waitFor();
    await page.screenshot({ path: `test-results/waitlist-booked-${locale}.png`, fullPage: true });
    const appointment = await db
      .selectFrom('appointments')
      .select(['status', 'slot_id', 'reference'])
      .where('patient_name', '=', `Offered ${locale}`)
      .executeTakeFirstOrThrow();
    expect(appointment).toMatchObject({ status: 'pending', slot_id: slot.id });
    await expect.poll(() => page.getByText(appointment.reference).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
