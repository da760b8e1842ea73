import { readFile } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import { phoneAsText } from '../../src/shared/phone-numbers.ts';
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

  // Confirming asks once: going back sends nothing.
  await page.getByRole('button', { name: `Confirm appointment ${booked.reference}` }).click();
  const asking = page.getByRole('dialog', { name: 'Confirm this appointment?' });
  await asking.getByRole('button', { name: 'Go back' }).click();
  await asking.waitFor({ state: 'detached' });
  expect(
    (await db.selectFrom('appointments').select('status').where('id', '=', booked.id).executeTakeFirstOrThrow()).status,
  ).toBe('pending');
  await page.getByRole('button', { name: `Confirm appointment ${booked.reference}` }).click();
  await asking.getByRole('button', { name: 'Confirm', exact: true }).click();
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
    '\uFEFFPatient Name,Email,Phone,Preferred Date,Service,Status,Notes,Created At,Language,Reference,Medical Center,Doctor',
  );
  expect(csv).toContain(`${name},${booked.email},${phoneAsText(booked.phone)},`);
  expect(csv).not.toContain('Amlodipine');
  await waitForToast(page, 'Export completed');

  await page.getByLabel('Search').fill('nobody-is-called-this');
  await page.getByText('No appointments found').waitFor();
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await waitForToast(page, 'No data to export');
  expect(errors).toEqual([]);
  await close();
});

test('on a phone, a staff member who may only read sees no status button', async () => {
  const booked = await insertAppointment(db, { patient_name: `Read Only ${uniqueTag()}` });
  const { page, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { appointments: ['read'] },
    viewport: PHONE,
  });
  await page.goto(`${baseUrl}/admin/appointments`);
  await page.getByLabel('Search').fill(booked.reference);
  await page.getByText(/^Showing 1 of \d+ appointments/).waitFor();
  await page.getByRole('button', { name: `View appointment ${booked.reference}` }).waitFor();
  for (const action of ['Confirm', 'Cancel', 'Arrived']) {
    expect(await page.getByRole('button', { name: `${action} appointment ${booked.reference}` }).count()).toBe(0);
  }
  await close();
});

// The front desk's day, as a receptionist at 375 and 1280 px: the filters in the address and folded on a phone, a
// confirmed visit cancelled for a caller with a reason, Arrived then Complete, and a wrong outcome corrected by a
// senior member of staff.
const desk: { role: 'staff'; permissions: Permissions } = {
  role: 'staff',
  permissions: { appointments: ['read', 'write'] },
};

const appointment = (id: string) =>
  db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .select(['a.status', 'a.cancelled_by', 'a.cancellation_reason', 'a.arrived_at', 's.current_bookings'])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();

describe.each([
  { width: 'phone', viewport: PHONE },
  { width: 'desktop', viewport: DESKTOP },
])('at the front desk on a $width', ({ viewport }) => {
  test('a confirmed visit is cancelled for the patient who phoned, with a reason, and its place is freed', async () => {
    const booked = await insertAppointment(db, { patient_name: `Caller ${uniqueTag()}`, status: 'confirmed' });
    const before = await appointment(booked.id);
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, { ...desk, viewport });
    await page.goto(`${baseUrl}/admin/appointments?search=${booked.reference}`);
    await page.getByText(/^Showing 1 of \d+ appointments/).waitFor();
    await page.getByRole('button', { name: `Cancel appointment ${booked.reference}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.getByText('Give the reason for cancelling: the patient is told it').waitFor();
    expect((await appointment(booked.id)).status).toBe('confirmed');
    await dialog.getByLabel('The patient (by phone or at the desk)').check();
    await dialog.getByLabel('Reason (told to the patient)').fill('Phoned: her daughter is unwell.');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await waitForToast(page, 'Status updated');
    await page.getByText('Cancelled: Phoned: her daughter is unwell.').waitFor();
    const after = await appointment(booked.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'patient',
      cancellation_reason: 'Phoned: her daughter is unwell.',
    });
    expect(after.current_bookings).toBe(before.current_bookings - 1);
    expect(errors).toEqual([]);
    await close();
  });

  test('a patient in the waiting room is marked Arrived at once, then Complete once asked', async () => {
    const booked = await insertAppointment(db, {
      patient_name: `Waiting ${uniqueTag()}`,
      status: 'confirmed',
      when: 'past',
    });
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, { ...desk, viewport });
    await page.goto(`${baseUrl}/admin/appointments?search=${booked.reference}`);
    await page.getByRole('button', { name: `Arrived appointment ${booked.reference}` }).click();
    await waitForToast(page, 'Status updated');
    await page.locator('.as-status', { hasText: 'Arrived' }).waitFor();
    await page.getByText(/^Arrived at \d{2}:\d{2}$/).waitFor();
    expect((await appointment(booked.id)).arrived_at).toBeInstanceOf(Date);
    // Cancelling is for before arrival: an arrived visit offers Complete only.
    expect(await page.getByRole('button', { name: `Cancel appointment ${booked.reference}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Complete appointment ${booked.reference}` }).click();
    await page
      .getByRole('dialog', { name: 'Mark this visit completed?' })
      .getByRole('button', { name: 'Complete' })
      .click();
    await page.locator('.as-status', { hasText: 'Completed' }).waitFor();
    expect((await appointment(booked.id)).status).toBe('completed');
    // A member of the desk cannot rewrite the outcome.
    expect(await page.getByRole('button', { name: `Change to No-show appointment ${booked.reference}` }).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await close();
  });
});

test('a senior member of staff corrects a wrong outcome once asked, and it is logged', async () => {
  const booked = await insertAppointment(db, {
    patient_name: `Wrong Row ${uniqueTag()}`,
    status: 'completed',
    when: 'past',
  });
  const { page, close, adminId } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { appointments: ['read', 'write', 'delete'] },
  });
  await page.goto(`${baseUrl}/admin/appointments?search=${booked.reference}`);
  await page.getByRole('button', { name: `Change to No-show appointment ${booked.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct this outcome?' });
  await dialog.getByLabel('Reason (kept in the activity log, optional)').fill('Completed on the wrong row');
  await dialog.getByRole('button', { name: 'Change to No-show' }).click();
  await page.locator('.as-status', { hasText: 'No-show' }).waitFor();
  const log = await db
    .selectFrom('admin_activity_logs')
    .select('metadata')
    .where('admin_user_id', '=', adminId)
    .where('action', '=', 'appointment_outcome_corrected')
    .executeTakeFirstOrThrow();
  expect(log.metadata).toMatchObject({ from: 'completed', to: 'no_show', reason: 'Completed on the wrong row' });
  await close();
});

test('on a phone the filters fold behind one button, the first visit is on the first screen, and the address keeps them', async () => {
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, { ...desk, viewport: PHONE });
  await page.goto(`${baseUrl}/admin/appointments`);
  await page.getByText(/^Showing \d+ of \d+ appointments/).waitFor();
  expect(await page.getByLabel('Status').isVisible()).toBe(false);
  const first = await page.locator('.as-item').first().boundingBox();
  expect((first?.y ?? Number.POSITIVE_INFINITY) + 60).toBeLessThan(PHONE.height);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Date').selectOption('tomorrow');
  await page.getByLabel('Status').selectOption('pending');
  await page.waitForURL(/\/admin\/appointments\?status=pending&date=tomorrow$/);
  await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  expect(await page.getByLabel('Date').inputValue()).toBe('tomorrow');
  expect(await page.getByLabel('Status').inputValue()).toBe('pending');
  expect(errors).toEqual([]);
  await close();
});

describe.each([
  { width: 'phone', viewport: PHONE },
  { width: 'desktop', viewport: DESKTOP },
])('the list in pages on a $width', ({ viewport }) => {
  test('Previous and Next walk the pages, the page is in the address, and a filter goes back to page 1', async () => {
    const { count } = await db
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    const pages = Math.ceil(Number(count) / 25);
    expect(pages).toBeGreaterThan(1);
    const { page, errors, close } = await signedInPage(browser, db, baseUrl, { ...desk, viewport });
    await page.goto(`${baseUrl}/admin/appointments`);
    const pager = page.getByRole('navigation', { name: 'Pages of appointments' });
    await pager.getByText(`Page 1 of ${pages}`).waitFor();
    expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const firstPage = await page.locator('.as-item h2').allTextContents();
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/admin\/appointments\?page=2$/);
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByText(/^Showing \d+ of \d+ appointments \(26 to \d+\)$/).waitFor();
    const secondPage = await page.locator('.as-item h2').allTextContents();
    expect(secondPage).not.toEqual(firstPage);
    // The pager fits the screen: nothing scrolls sideways.
    const box = await pager.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `/tmp/appointments-pager-${viewport.width}.png`, fullPage: true });
    await page.reload();
    await pager.getByText(`Page 2 of ${pages}`).waitFor();
    await page.getByLabel('Search').fill('example.lk');
    await page.waitForURL(/\/admin\/appointments\?search=example\.lk$/);
    await pager
      .or(page.getByText(/^Showing/))
      .first()
      .waitFor();
    expect(await page.getByText(/^Page 2 of/).count()).toBe(0);
    // The order is a choice of its own, kept in the address, and starts again at page 1.
    await pager.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=2$/);
    if (viewport === PHONE) await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByLabel('Order').selectOption('booked');
    await page.waitForURL(/\/admin\/appointments\?search=example\.lk&sort=booked$/);
    // A page beyond the last (a link from before visits were removed) shows the last one.
    await page.goto(`${baseUrl}/admin/appointments?page=99`);
    await pager.getByText(`Page ${pages} of ${pages}`).waitFor();
    await page.waitForURL(new RegExp(`\\?page=${pages}$`));
    expect(errors).toEqual([]);
    await close();
  });
});
