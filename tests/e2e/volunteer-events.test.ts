// The events of /volunteer and their registration form, with JavaScript (checked in place with the server's words,
// the places left from the database) and without it (the plain form posts, the page shows the outcome's notice).
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let db: Kysely<Database>;
beforeAll(async () => {
  browser = await launchBrowser();
  db = createPooledDatabase(inject('databaseUrl'), 2);
});
afterAll(async () => {
  await setTaken('research-documentation', 0);
  await setTaken('herbal-medicine-workshop', 0);
  await browser.close();
  await db.destroy();
});

const FULL = 'Sorry, this event is full. Every volunteer place has been taken.';
const REGISTERED = 'You are registered. We will contact you with the details before the event.';

/** Places taken of an event, as registrations would leave them (its volunteers needed are in content/). */
async function setTaken(eventId: string, taken: number, needed?: number): Promise<void> {
  await db
    .insertInto('volunteer_events')
    .values({ id: eventId, volunteers_needed: needed ?? taken, registered_count: taken })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ registered_count: taken }))
    .execute();
}

/** Console errors but Chrome's note of the refusal the test provoked (a 409 answer). */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('409 (Conflict)'));

async function registrationsOf(email: string) {
  return db
    .selectFrom('event_registrations')
    .select(['event_id', 'name', 'phone'])
    .where('email', '=', email)
    .execute();
}

async function openForm(page: Page, eventId: string) {
  const card = page.locator(`[data-event="${eventId}"]`);
  await card.scrollIntoViewIfNeeded();
  await card.locator('summary').click();
  return card;
}

async function fill(card: ReturnType<Page['locator']>, values: { name: string; email: string; phone: string }) {
  await card.getByLabel('Full name').fill(values.name);
  await card.getByLabel('Email').fill(values.email);
  await card.getByLabel('Phone').fill(values.phone);
}

describe('with JavaScript', () => {
  test('the form answers in the server words, registering takes a place, a second time is refused', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/volunteer`);
    const card = page.locator('[data-event="community-health-fair"]');
    await card.scrollIntoViewIfNeeded();
    const spots = card.locator('[data-spots]');
    // The places are asked for once the list is in view: seconds on a loaded machine, not the default 1 s.
    await expect.poll(() => spots.textContent(), { timeout: 15_000 }).toMatch(/of 12 spots left$/);
    const before = Number((await spots.textContent())?.match(/^(\d+)/)?.[1]);
    await openForm(page, 'community-health-fair');
    const confirm = card.getByRole('button', { name: 'Confirm Registration' });

    const cases: [{ name: string; email: string; phone: string }, string[]][] = [
      [{ name: '', email: '', phone: '' }, ['Name is required', 'Email is required', 'Phone number is required']],
      [
        { name: 'D', email: 'dilani@example', phone: 'call me' },
        ['Please enter your full name', 'Invalid email address', 'Please enter a valid phone number'],
      ],
    ];
    for (const [values, messages] of cases) {
      await fill(card, values);
      await confirm.click();
      for (const message of messages) await card.getByText(message, { exact: true }).waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await expect(card.getByLabel('Full name').getAttribute('aria-invalid')).resolves.toBe('true');
    }

    const email = `fair.${Date.now()}@example.com`;
    await fill(card, { name: 'Dilani Jayasuriya', email, phone: '+94 76 111 2233' });
    await confirm.click();
    await card.getByText(REGISTERED).first().waitFor();
    await expect(spots.textContent()).resolves.toBe(`${before - 1} of 12 spots left`);
    await expect(registrationsOf(email)).resolves.toEqual([
      { event_id: 'community-health-fair', name: 'Dilani Jayasuriya', phone: '+94761112233' },
    ]);

    await page.reload();
    // Sent before the page's script has run, the form would go as plain HTML (answered by a redirect, tested below):
    // the places it writes say the script is there.
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => spots.textContent(), { timeout: 15_000 }).toMatch(/of 12 spots left$/);
    const again = await openForm(page, 'community-health-fair');
    await fill(again, { name: 'Dilani Jayasuriya', email, phone: '076 111 2233' });
    await again.getByRole('button', { name: 'Confirm Registration' }).click();
    await again
      .getByRole('alert')
      .getByText('You are already registered for this event with this email address.')
      .waitFor();
    await expect(registrationsOf(email)).resolves.toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  test('an event that fills while the form is open says so, and a full event offers no form', async () => {
    await setTaken('research-documentation', 0, 5);
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/volunteer`);
    const card = await openForm(page, 'research-documentation');
    const spots = card.locator('[data-spots]');
    await expect.poll(() => spots.textContent(), { timeout: 15_000 }).toBe('5 of 5 spots left');
    const email = `late.${Date.now()}@example.com`;
    await fill(card, { name: 'Kasun Perera', email, phone: '0771234567' });
    await setTaken('research-documentation', 5);
    await card.getByRole('button', { name: 'Confirm Registration' }).click();
    await card.getByRole('alert').getByText(FULL).waitFor();
    await expect.poll(() => spots.textContent(), { timeout: 15_000 }).toBe('Fully booked');
    await expect(registrationsOf(email)).resolves.toEqual([]);

    await page.reload();
    const full = page.locator('[data-event="research-documentation"]');
    await full.scrollIntoViewIfNeeded();
    await expect.poll(() => full.locator('[data-spots]').textContent(), { timeout: 15_000 }).toBe('Fully booked');
    await expect.poll(() => full.locator('summary').isVisible()).toBe(false);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });
});

describe('without JavaScript', () => {
  test('the plain form registers, and the page says how it went in the server words', async () => {
    await setTaken('herbal-medicine-workshop', 0, 8);
    const { page, close } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto(`${baseUrl}/volunteer`);
    const notice = (text: string) => page.getByText(text, { exact: false });
    await expect.poll(() => notice(REGISTERED).isVisible()).toBe(false);
    await expect(page.locator('[data-event="herbal-medicine-workshop"] [data-spots]').textContent()).resolves.toBe(
      '8 volunteers needed',
    );

    // An empty form is stopped by the browser itself and nothing is sent.
    let card = await openForm(page, 'herbal-medicine-workshop');
    await card.getByRole('button', { name: 'Confirm Registration' }).click();
    await expect(
      card.getByLabel('Full name').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).resolves.toBe(true);
    expect(new URL(page.url()).hash).toBe('');

    // What only the server's rule refuses comes back as its notice, and nothing is stored.
    const email = `plain.${Date.now()}@example.com`;
    await fill(card, { name: 'Nimal Silva', email, phone: 'call me' });
    await card.getByRole('button', { name: 'Confirm Registration' }).click();
    await page.waitForURL(/#registration-phoneInvalid$/);
    await expect.poll(() => notice('Please enter a valid phone number').isVisible()).toBe(true);
    await expect(registrationsOf(email)).resolves.toEqual([]);

    card = await openForm(page, 'herbal-medicine-workshop');
    await fill(card, { name: 'Nimal Silva', email, phone: '077 555 1234' });
    await card.getByRole('button', { name: 'Confirm Registration' }).click();
    await page.waitForURL(/#registration-registered$/);
    await expect.poll(() => notice(REGISTERED).isVisible()).toBe(true);
    await expect.poll(() => notice('Please enter a valid phone number').isVisible()).toBe(false);
    await expect(registrationsOf(email)).resolves.toEqual([
      { event_id: 'herbal-medicine-workshop', name: 'Nimal Silva', phone: '+94775551234' },
    ]);

    await setTaken('herbal-medicine-workshop', 8);
    card = await openForm(page, 'herbal-medicine-workshop');
    await fill(card, { name: 'Nimal Silva', email: `second.${email}`, phone: '077 555 1234' });
    await card.getByRole('button', { name: 'Confirm Registration' }).click();
    await page.waitForURL(/#registration-event_full$/);
    await expect.poll(() => notice(FULL).isVisible()).toBe(true);
    await expect(registrationsOf(`second.${email}`)).resolves.toEqual([]);
    await close();
  });
});
