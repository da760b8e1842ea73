// What a patient sees of free days and failed loads, at 375 and 1280 px: step 4's strip opens on the doctor's first
// day with a free place and marks the full day and the days without sessions; a load that failed (an aborted
// request) shows its message and Try Again loads it; a visit inside the notice says to call the centre.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { addDays, colomboTimeOfDay, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { DESKTOP, launchBrowser, openPage, PHONE, visitorAddress } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const db = createPooledDatabase(inject('databaseUrl'), 2);
const CENTER = 'kandy';
const t = catalogues.en.booking;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await db.destroy();
});

/** A doctor of Kandy of this test only, with slots on the given days (offset from today, time, places, taken). */
async function doctorWith(slots: { day: number; time: string; places: number; taken: number }[]) {
  const { id } = await db
    .insertInto('doctors')
    .values({
      title: 'Dr.',
      name: `Strip ${randomBytes(3).toString('hex')}`,
      specialization: 'Panchakarma',
      consultation_fee: 2000,
      experience_years: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('doctor_centers').values({ doctor_id: id, medical_center_id: CENTER }).execute();
  for (const slot of slots) {
    await db
      .insertInto('appointment_slots')
      .values({
        doctor_id: id,
        medical_center_id: CENTER,
        slot_date: addDays(colomboToday(), slot.day),
        slot_time: slot.time,
        max_bookings: slot.places,
        current_bookings: slot.taken,
      })
      .execute();
  }
  return id;
}

/** The wizard on `step` with a patient's details, the centre and `doctor` chosen (the wizard's own draft). */
async function openWizardAt(page: Page, step: number, doctor = '') {
  const form = {
    firstName: 'Nimali',
    lastName: 'Perera',
    email: 'nimali@example.lk',
    phone: '077 123 4567',
    medicalCenter: CENTER,
    doctor,
  };
  // Only on the first load: a reload keeps whatever the wizard saved since.
  await page.addInitScript(
    (draft) =>
      sessionStorage.getItem('wedakama.booking.draft') ?? sessionStorage.setItem('wedakama.booking.draft', draft),
    JSON.stringify({ form, step, idempotencyKey: crypto.randomUUID() }),
  );
  await page.goto(`${baseUrl}/appointment`);
}

describe.each([
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
])('the date strip and Try Again ($name)', ({ name, viewport }) => {
  test('the strip opens on the first free day and marks the full day and the days without sessions', async () => {
    const doctor = await doctorWith([
      { day: 1, time: '09:00', places: 2, taken: 2 },
      { day: 12, time: '10:00', places: 3, taken: 1 },
    ]);
    const { page, errors, close } = await openPage(browser, { viewport });
    await openWizardAt(page, 4, doctor);
    const chosen = page.locator('button[data-date][aria-pressed="true"]');
    await expect.poll(() => chosen.getAttribute('data-date')).toBe(addDays(colomboToday(), 12));
    // The chosen day is in view in the strip, though it is the twelfth.
    await expect
      .poll(() =>
        chosen.evaluate((button) => {
          const strip = button.parentElement?.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          return Boolean(strip) && box.left >= (strip?.left ?? 0) && box.right <= (strip?.right ?? 0);
        }),
      )
      .toBe(true);
    const full = page.locator(`button[data-date="${addDays(colomboToday(), 1)}"]`);
    await expect(full.getAttribute('data-mark')).resolves.toBe('full');
    await expect(full.textContent()).resolves.toContain(t.dayFull);
    await expect(full.isEnabled()).resolves.toBe(true);
    const none = page.locator(`button[data-date="${addDays(colomboToday(), 2)}"]`);
    await expect(none.isDisabled()).resolves.toBe(true);
    // Screen readers hear the mark as part of the day's name.
    await page
      .getByRole('button', { name: new RegExp(`, ${t.dayNoSessions}$`) })
      .first()
      .waitFor();
    await page.getByRole('button', { name: new RegExp(`, ${t.dayFull}$`) }).waitFor();
    // The free day's times are shown: 10:00 with its two places.
    await page.locator('#booking-timeSlot button:not([disabled])').first().waitFor();
    await page.screenshot({ path: `test-results/bookable-days-${name}.png` });
    // The full day still opens, to see that its times are taken.
    await full.click();
    await page.getByText(t.noSlots).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  test('an aborted load of the centres and of the days shows its message, and Try Again loads it', async () => {
    const doctor = await doctorWith([{ day: 3, time: '09:00', places: 2, taken: 0 }]);
    const { page, close } = await openPage(browser, { viewport });
    let failing = true;
    await page.route('**/api/medical-centers', (route) => (failing ? route.abort() : route.continue()));
    await page.route('**/api/appointment-days?*', (route) => (failing ? route.abort() : route.continue()));
    await openWizardAt(page, 2);
    await page.getByText(t.centersFailed).waitFor();
    await page.screenshot({ path: `test-results/load-failed-${name}.png` });
    failing = false;
    await page.getByRole('button', { name: t.retry }).click();
    await page.locator('button[aria-pressed="true"]').filter({ hasText: 'Kandy' }).waitFor();
    await expect(page.getByText(t.centersFailed).count()).resolves.toBe(0);

    failing = true;
    await page.evaluate((doctorId) => {
      const draft = JSON.parse(sessionStorage.getItem('wedakama.booking.draft') ?? '{}');
      sessionStorage.setItem(
        'wedakama.booking.draft',
        JSON.stringify({ ...draft, step: 4, form: { ...draft.form, doctor: doctorId } }),
      );
    }, doctor);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/api/appointment-days?*', (route) => (failing ? route.abort() : route.continue()));
    await page.reload();
    await page.getByText(t.daysFailed).waitFor();
    failing = false;
    await page.getByRole('button', { name: t.retry }).click();
    await expect
      .poll(() => page.locator('button[data-date][aria-pressed="true"]').getAttribute('data-date'))
      .toBe(colomboToday());
    await page.locator(`button[data-date="${addDays(colomboToday(), 3)}"][data-mark="free"]`).waitFor();
    await close();
  });
});

describe.each([
  { name: 'phone', viewport: PHONE, prefix: '/si', locale: 'si' as const },
  { name: 'desktop', viewport: DESKTOP, prefix: '', locale: 'en' as const },
])('a visit inside the notice ($name)', ({ name, viewport, prefix, locale }) => {
  test('the manage page says to call the centre, with its number to tap, and offers no move or cancel', async () => {
    // Three hours from now (Colombo), on whichever day that falls.
    const later = new Date(Date.now() + 3 * 3_600_000);
    const { id: slotId } = await db
      .insertInto('appointment_slots')
      .values({
        doctor_id: await doctorWith([]),
        medical_center_id: CENTER,
        slot_date: colomboToday(later),
        slot_time: `${colomboTimeOfDay(later).slice(0, 4)}${name === 'phone' ? '1' : '2'}`,
        max_bookings: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await fetch(`${baseUrl}/api/appointment-slots`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-nf-client-connection-ip': visitorAddress() },
      body: JSON.stringify({
        slot_id: slotId,
        patient_name: `Late Patient ${name}`,
        patient_email: `late-${Date.now()}@example.lk`,
        patient_phone: `+94 71 ${String(6_660_000 + (Date.now() % 100_000))}`,
        service_type: 'Herbal Medicine',
      }),
    });
    expect(response.status).toBe(201);
    const { manage_url, appointment } = (await response.json()) as {
      manage_url: string;
      appointment: { medical_center_phone: string; can_cancel: boolean; notice_hours: number };
    };
    expect(appointment).toMatchObject({ can_cancel: false, notice_hours: 24 });
    const m = catalogues[locale].booking.manage;
    const { page, errors, close } = await openPage(browser, { viewport });
    await page.goto(`${baseUrl}${prefix}/appointment/manage${new URL(manage_url, baseUrl).hash}`);
    const call = page.locator('main a[href^="tel:"]').last();
    await call.waitFor();
    await expect(call.getAttribute('href')).resolves.toBe(`tel:${appointment.medical_center_phone.replace(/\s/g, '')}`);
    await expect(page.locator('main').textContent()).resolves.toContain('24');
    await expect(page.getByRole('button', { name: m.move }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: m.cancel }).count()).resolves.toBe(0);
    await page.screenshot({ path: `test-results/manage-late-${name}.png`, fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });
});
