// The day sheet as a receptionist at 375 and 1280 px: today's visits of a centre per doctor, a patient who missed a
// visit before marked so, Arrived at once then Completed once asked, Tomorrow one tap away and kept in the address,
// and the print layout (one doctor per A4 page, nothing of the portal, black on white), screenshot and PDF.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import type { AppointmentStatus } from '../../src/shared/enums.ts';
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

/** A doctor of this test's own at the centre, with a session at `time` on `date`. */
async function session(date: string, time: string) {
  const name = `Sheet ${uniqueTag()}`;
  const doctor = await db
    .insertInto('doctors')
    .values({ title: 'Dr.', name, specialization: 'Nadi Pariksha', consultation_fee: 2000, experience_years: 9 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('doctor_centers').values({ doctor_id: doctor.id, medical_center_id: CENTER }).execute();
  const slot = await db
    .insertInto('appointment_slots')
    .values({ doctor_id: doctor.id, medical_center_id: CENTER, slot_date: date, slot_time: time, max_bookings: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { doctor: `Dr. ${name}`, slotId: slot.id };
}

async function book(slotId: string, patient: string, phone: string, status: AppointmentStatus) {
  const tag = randomBytes(4).toString('hex');
  const reference = `WK-S${tag}`.toUpperCase();
  const { id } = await db
    .insertInto('appointments')
    .values({
      reference,
      slot_id: slotId,
      service_type: 'Herbal Medicine',
      patient_name: patient,
      patient_email: `sheet-${tag}@example.lk`,
      patient_phone: phone,
      patient_notes: 'Prefers the morning',
      manage_token_hash: tag.repeat(8),
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, reference };
}

const statusOf = async (id: string) =>
  (await db.selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe.each([
  { width: 'phone', viewport: PHONE },
  { width: 'desktop', viewport: DESKTOP },
])('the day sheet on a $width', ({ viewport }) => {
  test("today's visits per doctor, Arrived then Completed once asked, Tomorrow, and the print layout", async () => {
    const today = colomboToday();
    // Midnight has passed whenever the test runs: the visit may be completed now.
    const { doctor, slotId } = await session(today, '00:00');
    const patient = `Sunethra ${uniqueTag()}`;
    const phone = `+94 77 ${String(Number.parseInt(uniqueTag(), 16) % 10_000_000).padStart(7, '0')}`;
    const visit = await book(slotId, patient, phone, 'confirmed');
    const missed = await session(addDays(today, -7), '09:00');
    await book(missed.slotId, patient, phone, 'no_show');

    const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
      role: 'staff',
      permissions: { appointments: ['read', 'write'] },
      viewport,
    });
    await page.goto(`${baseUrl}/admin/day-sheet?center=${CENTER}`);
    const sheet = page.getByRole('region', { name: doctor });
    await sheet.getByText(patient).waitFor();
    expect(page.url()).toContain(`date=${today}`);
    expect(await sheet.getByText('1 no-show').isVisible()).toBe(true);
    expect(await sheet.getByText(visit.reference).isVisible()).toBe(true);
    expect(await sheet.getByText('Note: Prefers the morning').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `/tmp/day-sheet-${viewport.width}.png`, fullPage: true });

    await sheet.getByRole('button', { name: `Arrived appointment ${visit.reference}` }).click();
    await waitForToast(page, 'Status updated');
    await sheet.locator('.as-status', { hasText: 'Arrived' }).waitFor();
    expect(await statusOf(visit.id)).toBe('arrived');

    // Completing asks once; going back sends nothing.
    await sheet.getByRole('button', { name: `Complete appointment ${visit.reference}` }).click();
    const asking = page.getByRole('dialog', { name: 'Mark this visit completed?' });
    await asking.getByText(`${patient},`).waitFor();
    await asking.getByRole('button', { name: 'Go back' }).click();
    await asking.waitFor({ state: 'detached' });
    expect(await statusOf(visit.id)).toBe('arrived');
    await sheet.getByRole('button', { name: `Complete appointment ${visit.reference}` }).click();
    await asking.getByRole('button', { name: 'Complete' }).click();
    await sheet.locator('.as-status', { hasText: 'Completed' }).waitFor();
    expect(await statusOf(visit.id)).toBe('completed');

    // Printed: the sidebar, the controls and the buttons are gone; one A4 page per doctor of the day.
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.adm-sidebar', '.adm-topbar', '.ds-controls', '.ds-actions', '#day-sheet-title']) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    await sheet.locator('.ds-print-head').waitFor();
    expect(await sheet.locator('.ds-print-head').textContent()).toContain('Galle');
    expect(await sheet.getByRole('heading', { name: doctor }).evaluate((h) => getComputedStyle(h).color)).toBe(
      'rgb(0, 0, 0)',
    );
    await page.screenshot({ path: `/tmp/day-sheet-print-${viewport.width}.png`, fullPage: true });
    const doctors = await page.locator('.ds-doctor').count();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(doctors);
    await page.emulateMedia({ media: 'screen' });

    // Tomorrow is one tap away, and the address keeps it.
    await page.getByRole('button', { name: 'Tomorrow' }).click();
    await page.waitForURL(new RegExp(`date=${addDays(today, 1)}`));
    await page.reload();
    expect(await page.getByLabel('Day', { exact: true }).inputValue()).toBe(addDays(today, 1));
    expect(await page.getByText(patient).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
