// A patient's rights from the manage link, in Sinhala on a 375 px phone and in English on a desk screen: they
// download their data as a readable page and as JSON, withdraw reminders, and ask to be erased; then staff see the
// request on "Data requests" (both widths) and erase the patient.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { signedInPage } from '../support/admin-screens-e2e.ts';
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

const references: string[] = [];

async function book(n: number) {
  const slot = await db
    .selectFrom('appointment_slots')
    .select('id')
    .where('slot_date', '=', addDays(colomboToday(), 7 + n))
    .where('is_available', '=', true)
    .whereRef('current_bookings', '<', 'max_bookings')
    .orderBy('slot_time', 'desc')
    .executeTakeFirstOrThrow();
  const response = await fetch(`${baseUrl}/api/appointment-slots`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-nf-client-connection-ip': visitorAddress() },
    body: JSON.stringify({
      slot_id: slot.id,
      patient_name: `Rights Patient ${n}`,
      patient_email: `rights-${Date.now()}-${n}@example.lk`,
      patient_phone: `+94 71 ${String(6_660_000 + n + (Date.now() % 1000) * 10)}`,
      service_type: 'Herbal Medicine',
    }),
  });
  expect(response.status).toBe(201);
  const { manage_url, reference, appointment_id } = (await response.json()) as {
    manage_url: string;
    reference: string;
    appointment_id: string;
  };
  return { hash: new URL(manage_url, baseUrl).hash, reference, id: appointment_id };
}

describe.each([
  { locale: 'si' as const, prefix: '/si', viewport: PHONE, n: 1 },
  { locale: 'en' as const, prefix: '', viewport: DESKTOP, n: 2 },
])("the patient's data from the manage link ($locale)", ({ locale, prefix, viewport, n }) => {
  test('downloads, withdraws reminders and asks to be erased', async () => {
    const t = catalogues[locale].rights;
    const booking = await book(n);
    references.push(booking.reference);
    const { page, errors, close } = await openPage(browser, { viewport, acceptDownloads: true });
    await page.goto(`${baseUrl}${prefix}/appointment/manage${booking.hash}`);
    const panel = page.getByRole('region', { name: t.title });
    const reminders = panel.getByLabel(t.consents.reminders);
    await reminders.waitFor();
    expect(await reminders.isChecked()).toBe(true);

    const [html] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: t.downloadPage }).click(),
    ]);
    expect(html.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.html$/);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: t.downloadJson }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.json$/);

    await reminders.uncheck();
    await panel.getByRole('button', { name: t.saveConsents }).click();
    await expect
      .poll(async () => {
        const row = await db
          .selectFrom('consent_records')
          .select('granted')
          .where('appointment_id', '=', booking.id)
          .where('purpose', '=', 'reminders')
          .orderBy('recorded_at', 'desc')
          .executeTakeFirst();
        return row?.granted;
      })
      .toBe(false);

    await panel.getByRole('button', { name: t.requestErasure }).click();
    await panel.getByRole('button', { name: t.erasureConfirm }).click();
    await panel
      .getByRole('status')
      .filter({ hasText: t.erasureRequested.split('{date}')[0]?.trim() ?? '' })
      .waitFor();
    await panel.screenshot({ path: `test-results/patient-rights-${locale}.png` });
    // After a reload the request is still there, and nothing offers to ask twice.
    await page.reload();
    await panel
      .getByRole('status')
      .filter({ hasText: t.erasureRequested.split('{date}')[0]?.trim() ?? '' })
      .waitFor();
    expect(await panel.getByRole('button', { name: t.requestErasure }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each([
  { viewport: PHONE, width: 375 },
  { viewport: DESKTOP, width: 1280 },
])('Data requests for staff at $width px', ({ viewport, width }) => {
  test('lists the open requests with their due date, and an admin erases the patient', async () => {
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, { role: 'admin', viewport });
    await page.goto(`${baseUrl}/admin/data-requests`);
    const reference = references[width === 375 ? 0 : 1] ?? '';
    const row = page.getByRole('listitem').filter({ hasText: reference });
    await row.waitFor();
    await expect.poll(() => row.getByText(/^(Due|Overdue since) /).count()).toBe(1);
    await page.screenshot({ path: `test-results/data-requests-${width}.png`, fullPage: true });
    await row.getByRole('button', { name: 'Erase patient' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Erase patient' }).click();
    await row.getByText(/^Erased \d/).waitFor();
    const erased = await db
      .selectFrom('appointments')
      .select(['patient_name', 'patient_phone'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(erased).toEqual({ patient_name: 'Erased patient', patient_phone: '' });
    expect(errors).toEqual([]);
    await close();
  });
});
