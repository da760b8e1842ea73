// A patient moves their own visit from the manage link, in Sinhala on a 375 px phone and in English on a desk
// screen: "Choose another time", a doctor of the centre, a day and a time, and the page shows the new time.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { formatDay } from '../../src/shared/utils/format.ts';
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

/** A booking through the public API on a free slot `offset` days ahead: its slot and its private link. */
async function book(offset: number, n: number) {
  const slot = await db
    .selectFrom('appointment_slots')
    .select(['id', 'medical_center_id', 'doctor_id', 'slot_date'])
    .where('slot_date', '=', addDays(colomboToday(), offset))
    .where('is_available', '=', true)
    .whereRef('current_bookings', '<', 'max_bookings')
    .orderBy('slot_time')
    .executeTakeFirstOrThrow();
  const response = await fetch(`${baseUrl}/api/appointment-slots`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-nf-client-connection-ip': visitorAddress() },
    body: JSON.stringify({
      slot_id: slot.id,
      patient_name: `Moving Patient ${n}`,
      patient_email: `moving-${Date.now()}-${n}@example.lk`,
      patient_phone: `+94 71 ${String(5_550_000 + n + (Date.now() % 1000) * 10)}`,
      service_type: 'Herbal Medicine',
    }),
  });
  expect(response.status).toBe(201);
  const { manage_url } = (await response.json()) as { manage_url: string };
  return { slot, hash: new URL(manage_url, baseUrl).hash };
}

describe.each([
  { locale: 'si' as const, prefix: '/si', viewport: PHONE, offset: 5 },
  { locale: 'en' as const, prefix: '', viewport: DESKTOP, offset: 6 },
])('moving a visit from the manage link ($locale)', ({ locale, prefix, viewport, offset }) => {
  test('the patient chooses another day and time, and the page shows it', async () => {
    const m = catalogues[locale].booking.manage;
    const { slot, hash } = await book(offset, offset);
    const { page, errors, close } = await openPage(browser, { viewport });
    await page.goto(`${baseUrl}${prefix}/appointment/manage${hash}`);
    await page.getByRole('button', { name: m.move }).click();
    const panel = page.getByRole('region', { name: m.moveTitle });
    // Another day the same doctor works, with a place free.
    const target = await db
      .selectFrom('appointment_slots')
      .select('slot_date')
      .where('doctor_id', '=', slot.doctor_id)
      .where('medical_center_id', '=', slot.medical_center_id)
      .where('slot_date', '>', slot.slot_date)
      .where('slot_date', '<', addDays(colomboToday(), 25))
      .where('is_available', '=', true)
      .whereRef('current_bookings', '<', 'max_bookings')
      .orderBy('slot_date')
      .executeTakeFirstOrThrow();
    const nextDay = String(target.slot_date).slice(0, 10);
    await panel.locator(`[data-date="${nextDay}"]`).click();
    const free = panel.locator('button[aria-pressed]:not([disabled]):not([data-date])').first();
    await free.waitFor();
    await free.click();
    await panel.screenshot({ path: `test-results/manage-move-${locale}.png` });
    await panel.getByRole('button', { name: m.moveConfirm }).click();
    await page.getByText(m.moved).waitFor();
    await page
      .getByText(formatDay(nextDay, 'long', locale))
      .first()
      .waitFor();
    const moved = await db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(['s.slot_date', 'a.calendar_sequence'])
      .where('a.patient_name', '=', `Moving Patient ${offset}`)
      .orderBy('a.created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect([String(moved.slot_date).slice(0, 10), moved.calendar_sequence]).toEqual([nextDay, 1]);
    expect(errors).toEqual([]);
    await close();
  });
});
