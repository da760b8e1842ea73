// Shared set-up of the admin screens' browser tests: each file signs in its own accounts (a session made in the
// database, set as the cookie the login would set, so after the second step) and creates its own rows, so the files
// run in any order on the one shared server without touching the demo data others use. `signInWithForm` goes
// through the login page itself, second step included.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { currentCode } from '../../src/server/admin/second-factor.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import type { Database } from '../../src/server/db/schema.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import type { AppointmentStatus } from '../../src/shared/enums.ts';
import { colomboInstant } from '../../src/shared/utils/colombo-time.ts';
import { openPage, type TrackedPage } from './browser.ts';

export const uniqueTag = () => randomBytes(4).toString('hex');

export async function signedInPage(
  browser: Browser,
  db: Kysely<Database>,
  baseUrl: string,
  account: { role: 'admin' | 'staff'; permissions?: Permissions; viewport?: { width: number; height: number } },
): Promise<TrackedPage & { adminId: string }> {
  const email = `e2e-screens-${uniqueTag()}@wedakama.test`;
  const adminId = await upsertAdmin(db, {
    email,
    password: `pepper-${uniqueTag()}-${uniqueTag()}`,
    name: 'Screens Tester',
    role: account.role,
    permissions: account.permissions,
  });
  const token = await createSession(db, adminId, { ip: '127.0.0.1', userAgent: 'e2e' });
  const tracked = await openPage(browser, account.viewport ? { viewport: account.viewport } : {});
  // As the login sets it: a __Host- cookie is refused unless Secure, for Path=/ and without a Domain attribute.
  await tracked.page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: token,
      domain: new URL(baseUrl).hostname,
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
  return { ...tracked, adminId };
}

/**
 * Signs in on the login page; with the account's TOTP secret, also through the second step with the code of the
 * moment (each account signs in this way once per 30 seconds: a code is accepted once).
 */
export async function signInWithForm(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string; secret?: string },
): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (!account.secret) return;
  const code = page.getByLabel('Authentication code');
  await code.waitFor();
  await code.fill(currentCode(account.secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export async function waitForToast(page: Page, title: string): Promise<void> {
  await page.locator('.adm-toast__title', { hasText: title }).first().waitFor();
}

/** A new appointment of this test's own on a free place of an upcoming (or past) slot. */
export async function insertAppointment(
  db: Kysely<Database>,
  fields: { patient_name: string; status?: AppointmentStatus; when?: 'past' | 'future' },
): Promise<{ id: string; reference: string; email: string; phone: string }> {
  const now = new Date();
  const slots = await db
    .selectFrom('appointment_slots')
    .select(['id', 'slot_date', 'slot_time'])
    .whereRef('current_bookings', '<', 'max_bookings')
    .orderBy('slot_date', fields.when === 'past' ? 'asc' : 'desc')
    .limit(60)
    .execute();
  const slot = slots.find((s) => colomboInstant(s.slot_date, s.slot_time) < now === (fields.when === 'past'));
  if (!slot) throw new Error('No free slot');
  const tag = uniqueTag();
  const reference = `WK-E${tag}`.toUpperCase();
  const email = `patient-${tag}@example.lk`;
  // A number of its own: a patient is a phone number (patients/patient-key.ts).
  const phone = `+94 77 ${String(Number.parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;
  const { id } = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('appointment_slots')
      .set((eb) => ({ current_bookings: eb('current_bookings', '+', 1) }))
      .where('id', '=', slot.id)
      .execute();
    return trx
      .insertInto('appointments')
      .values({
        reference,
        slot_id: slot.id,
        service_type: 'Herbal Medicine',
        patient_name: fields.patient_name,
        patient_email: email,
        patient_phone: phone,
        first_name: fields.patient_name.split(' ')[0] ?? 'Test',
        last_name: fields.patient_name.split(' ').slice(1).join(' ') || 'Patient',
        health_conditions: 'Mild hypertension',
        current_medications: 'Amlodipine 5mg',
        health_consent_at: now,
        manage_token_hash: tag.repeat(8),
        status: fields.status ?? 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
  return { id, reference, email, phone };
}
