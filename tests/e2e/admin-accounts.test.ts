// Staff accounts in a real browser, on a phone and a desktop: an account that reads appointments is sent to set up
// two-step verification at its first sign-in (QR code, the app's code, ten recovery codes shown once), signs in
// later with a code, and changes its own password from My account (a wrong current password is said under that
// field, which gets focus).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { currentCode } from '../../src/server/admin/second-factor.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { DESKTOP, FOCUS_MOVES, launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const PASSWORD = 'galle-fort-lighthouse-rain';

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

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('on a %s', (name, viewport) => {
  test('first sign-in sets up two-step verification, the next one asks for a code, then a password change', async () => {
    const email = `e2e-accounts-${randomBytes(4).toString('hex')}@wedakama.test`;
    await upsertAdmin(db, {
      email,
      password: PASSWORD,
      name: 'Reception Desk',
      role: 'staff',
      permissions: { appointments: ['read'], dashboard: ['read'] },
    });
    const { page, errors, close } = await openPage(browser, { viewport });
    const signIn = async (password: string) => {
      await page.goto(`${baseUrl}/admin/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };

    await signIn(PASSWORD);
    await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    await page.screenshot({ path: `test-results/accounts-enrol-${name}.png`, fullPage: true });
    const secret = ((await page.locator('.adm-enrol__key code').textContent()) ?? '').replaceAll(' ', '');
    const enrolledAt = Date.now();
    await page.getByLabel('Code from the app').fill(currentCode(secret, new Date(enrolledAt)));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').count()).resolves.toBe(10);
    await page.screenshot({ path: `test-results/accounts-recovery-${name}.png`, fullPage: true });
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');

    // The next sign-in: the password, then the code (the next 30 seconds' one: the first was used up).
    await signIn(PASSWORD);
    const code = page.getByLabel('Authentication code');
    await code.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES).toBe('second-step-code');
    await page.screenshot({ path: `test-results/accounts-code-${name}.png`, fullPage: true });
    await code.fill('000000' === currentCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.locator('#second-step-code-error').waitFor();
    await code.fill(currentCode(secret, new Date(enrolledAt + 30_000)));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/dashboard');

    // My account, from the sidebar (behind the menu button on a phone).
    if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'My account' }).click();
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await page.getByText('Recovery codes left: 10 of 10.').waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password').fill('sigiriya-frescoes-at-noon');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('#own-password-currentPassword-error').waitFor();
    await expect(page.locator('#own-password-currentPassword-error').textContent()).resolves.toBe(
      'Your current password is not right.',
    );
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES)
      .toBe('own-password-currentPassword');
    await page.screenshot({ path: `test-results/accounts-password-${name}.png`, fullPage: true });
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('.adm-toast__title', { hasText: 'Password changed' }).waitFor();
    await expect(page.getByLabel('Current password').inputValue()).resolves.toBe('');
    // The wrong code and the wrong current password answered 422, which the browser logs; nothing else.
    expect(errors.filter((error) => !error.includes('status of 422') && !error.includes('status of 401'))).toEqual([]);
    await close();
  });
});
