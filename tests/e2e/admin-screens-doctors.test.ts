// The Doctors screen as a receptionist with the schedules permission, at 375 and 1280 px: pick the centre, change a
// doctor's session (a mistake first, refused beside its field), save, and see the new week on the screen and in the
// slots patients book.
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { addDoctor } from '../../src/server/schedules/add-doctor.ts';
import { saveDoctorSchedule } from '../../src/server/schedules/save-doctor-schedule.ts';
import { addDays, colomboToday, weekdayOf } from '../../src/shared/utils/colombo-time.ts';
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

const CENTER = 'kandy';

describe.each([
  { width: 'phone', viewport: PHONE },
  { width: 'desktop', viewport: DESKTOP },
])('Doctors on a $width', ({ width, viewport }) => {
  test("a receptionist changes a doctor's session and sees the new week", async () => {
    const { page, errors, close, adminId } = await signedInPage(browser, db, baseUrl, {
      role: 'staff',
      permissions: { schedules: ['read', 'write'] },
      viewport,
    });
    const actor = { adminId, ip: '127.0.0.1' };
    const name = `Anoma Wijesinghe ${uniqueTag()}`;
    const day = addDays(colomboToday(), 3);
    const { id } = await addDoctor(
      db,
      {
        center: CENTER,
        title: 'Dr.',
        name,
        specialization: 'Panchakarma',
        qualification: null,
        consultationFee: 2000,
        nameSi: null,
        nameTa: null,
        specializationSi: null,
        specializationTa: null,
        qualificationSi: null,
        qualificationTa: null,
      },
      actor,
    );
    const session = { weekday: weekdayOf(day), start: '09:00', end: '12:00', kind: 'slots' as const, slotMinutes: 30 };
    await saveDoctorSchedule(
      db,
      { center: CENTER, doctorId: id, effectiveFrom: colomboToday(), sessions: [{ ...session, places: 1 }] },
      actor,
    );
    const { name: centerName } = await db
      .selectFrom('medical_centers')
      .select('name')
      .where('id', '=', CENTER)
      .executeTakeFirstOrThrow();

    await page.goto(`${baseUrl}/admin/doctors`);
    await page.getByRole('heading', { name: 'Doctors', level: 1 }).waitFor();
    await page.getByLabel('Medical centre').selectOption(CENTER);
    const card = page.getByRole('listitem', { name: `Dr. ${name}` });
    await card.getByText('09:00–12:00').waitFor();
    await card.getByRole('button', { name: 'Change sessions' }).click();
    const dialog = page.getByRole('dialog', { name: `Sessions of Dr. ${name}` });
    await dialog.getByText(`At ${centerName}.`).waitFor();

    // A session that ends before it starts is refused beside its field, focus on it, and nothing is sent.
    await dialog.getByLabel('Ends').fill('08:00');
    await dialog.getByRole('button', { name: 'Save sessions' }).click();
    await dialog.getByText('The session must end after it starts').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('schedule-sessions-0-end');

    await dialog.getByLabel('Ends').fill('11:00');
    await dialog.getByLabel('Places per slot').fill('2');
    await dialog.getByRole('button', { name: 'Save sessions' }).click();
    await waitForToast(page, 'Sessions saved');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('09:00–11:00').waitFor();
    await card.getByText('30-minute slots, 2 places each').waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/doctors-${width}.png` });

    const slots = await db
      .selectFrom('appointment_slots')
      .select(['slot_time', 'max_bookings'])
      .where('doctor_id', '=', id)
      .where('slot_date', '=', day)
      .orderBy('slot_time')
      .execute();
    expect(slots.map((slot) => [slot.slot_time.slice(0, 5), slot.max_bookings])).toEqual([
      ['09:00', 2],
      ['09:30', 2],
      ['10:00', 2],
      ['10:30', 2],
    ]);
    expect(errors).toEqual([]);
    await close();
  });
});
