// The admin portal in a real browser: redirects when signed out, sign-in, the dashboard and its range, the
// phone menu, sign-out. Failed sign-ins use this file's own accounts, never the shared demo admin.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { setAdminActive, upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { enrolDirectly } from '../../src/server/admin/second-factor.ts';
import { SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { signInWithForm } from '../support/admin-screens-e2e.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const DEMO_EMAIL = 'admin@wedakama.local';
const demoPassword = inject('demoAdminPassword');
const demoSecret = inject('demoAdminSecret');
const PASSWORD = 'cinnamon-gardens-at-dawn';

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

async function ownAccount(options: {
  role: 'admin' | 'staff';
  name: string;
  permissions?: Record<string, ('read' | 'write' | 'delete')[]>;
}) {
  const email = `e2e-${randomBytes(4).toString('hex')}@wedakama.test`;
  const id = await upsertAdmin(db, { email, password: PASSWORD, ...options });
  const { secret } = await enrolDirectly(db, id);
  return { id, email, secret };
}

/** Console errors other than the expected 401 of the session check while signed out. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('status of 401'));

/** The password; with the account's secret, the second step too. */
const signIn = (page: Page, email: string, password: string, secret?: string) =>
  signInWithForm(page, baseUrl, { email, password, secret });

test('a signed-out visitor is sent to the login page, which replaces the history entry', async () => {
  const html = await (await fetch(`${baseUrl}/admin/dashboard`)).text();
  expect(html).toContain('Loading admin portal...');
  expect(html).toContain('noindex');

  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/`);
  const response = await page.goto(`${baseUrl}/admin/dashboard`);
  expect(response?.status()).toBe(200);
  await page.waitForURL('**/admin/login');
  await page.getByRole('heading', { name: 'Admin Portal' }).waitFor();
  await expect.poll(() => page.getByText('Every access attempt is logged').isVisible()).toBe(true);
  // Back goes to the page before the dashboard, not to the dashboard (which would bounce again).
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(unexpected(errors)).toEqual([]);
  await close();
});

test('the demo admin signs in, uses the dashboard and signs out', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await signIn(page, DEMO_EMAIL, demoPassword, demoSecret);
  await page.waitForURL('**/admin/dashboard');
  await page.getByText('Welcome to Admin Dashboard').waitFor();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

  // The five cards show the server's figures for the default 30 days.
  for (const label of [
    'Total Appointments',
    'Pending Appointments',
    'Patient Reviews',
    'Pending Reviews',
    'Unique Patients',
  ]) {
    await page.getByText(label, { exact: true }).first().waitFor();
  }
  await expect(page.getByRole('combobox').inputValue()).resolves.toBe('30d');
  const card = (label: string) =>
    page.locator('.adm-stat', { hasText: label }).locator('.adm-stat__value').textContent();
  const api = async (range: string) => {
    const response = await page.request.get(`${baseUrl}/api/admin/dashboard/stats?dateRange=${range}`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { stats: { totalAppointments: number } }).stats;
  };
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect(Number(await card('Total Appointments'))).toBe((await api('30d')).totalAppointments);

  // Another range asks the server again and shows its figures.
  const reloaded = page.waitForResponse((r) => r.url().includes('dateRange=7d') && r.status() === 200);
  await page.getByRole('combobox').selectOption({ label: 'Last 7 days' });
  await reloaded;
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  expect(Number(await card('Total Appointments'))).toBe((await api('7d')).totalAppointments);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByText('Dashboard refreshed successfully').waitFor();

  // The phone menu slides over, navigates without a page load and closes behind the tap (out of the accessibility
  // tree once its 0.2 s slide is over); opened again, it marks the screen the admin is on.
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Reviews' }).click();
  await page.waitForURL('**/admin/reviews');
  await menu.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu.getByRole('link', { name: 'Reviews' }).getAttribute('aria-current')).resolves.toBe('page');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await menu.waitFor({ state: 'hidden' });

  const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Strict');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  // The old cookie is dead on the server, not only forgotten by the browser.
  const replay = await fetch(`${baseUrl}/api/admin/me`, { headers: { cookie: `${SESSION_COOKIE}=${cookie?.value}` } });
  expect(replay.status).toBe(401);
  // The app replaces the page with the login screen, possibly before the first navigation reports 'load'.
  await page.goto(`${baseUrl}/admin/dashboard`, { waitUntil: 'commit' });
  await page.waitForURL('**/admin/login');
  expect(unexpected(errors)).toEqual([]);
  await close();
});

describe('sign-in failures (own accounts)', () => {
  test('missing fields, then a wrong password, say so and keep what was typed', async () => {
    const account = await ownAccount({ role: 'admin', name: 'Wrong Password Tester' });
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter both email and password' }).waitFor();

    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Login Failed').waitFor();
    await page.getByText('Invalid credentials').first().waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(account.email);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await close();

    const logged = await db
      .selectFrom('admin_activity_logs')
      .select(['action', 'ip'])
      .where('admin_user_id', '=', account.id)
      .execute();
    expect(logged).toEqual([{ action: 'login_failed', ip: expect.any(String) }]);
  });

  test('a deactivated account learns no more than a wrong password would tell', async () => {
    const account = await ownAccount({ role: 'admin', name: 'Former Staff' });
    await setAdminActive(db, account.id, false);
    const { page, close } = await openPage(browser);
    await signIn(page, account.email, PASSWORD);
    await page.getByText('Invalid credentials').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await close();
  });
});

test('staff see in the sidebar only the areas they may read (never Settings), and their name and initial', async () => {
  const account = await ownAccount({
    role: 'staff',
    name: 'Kumari Staff',
    permissions: { dashboard: ['read'], reviews: ['read'], volunteers: ['read'] },
  });
  const { page, errors, close } = await openPage(browser);
  await signIn(page, account.email, PASSWORD, account.secret);
  await page.waitForURL('**/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  await expect(nav.getByRole('link').allTextContents()).resolves.toEqual([
    'Dashboard',
    'Reviews',
    'Volunteers',
    'Events',
    'My account',
  ]);
  await expect(page.locator('.adm-user__name').textContent()).resolves.toBe('Kumari Staff');
  await expect(page.locator('.adm-user__avatar').textContent()).resolves.toBe('K');
  await page.goto(`${baseUrl}/admin/settings`);
  await page.getByText('Access denied. Admin privileges required.').waitFor();
  expect(unexpected(errors)).toEqual([]);
  await close();
});

test('without dashboard permission the dashboard shows zeroed figures and the Dashboard Error toast', async () => {
  const account = await ownAccount({ role: 'staff', name: 'No Dashboard', permissions: { appointments: ['read'] } });
  const { page, close } = await openPage(browser);
  await signIn(page, account.email, PASSWORD, account.secret);
  await page.waitForURL('**/admin/dashboard');
  await page.getByText('Dashboard Error').waitFor();
  await page.getByText("Access denied. You don't have permission to view dashboard.").waitFor();
  await expect(page.locator('.adm-stat__value').allTextContents()).resolves.toEqual(['0', '0', '0', '0', '0']);
  await page.getByText('No recent activity to display').waitFor();
  // Nothing to count for this account, so no notifications button either.
  await expect(page.getByRole('button', { name: /Notifications/ }).count()).resolves.toBe(0);
  await close();
});
