// The front office on a phone and at a desk. A receptionist with a read-only role sees what they may read and no
// button or link they may not use; an admin works the inbox (a pledge matched to its transfer, a message answered
// by e-mail, a note added), reads the activity log, and Settings' tables keep every word whole. Screenshots in
// /tmp/frontoffice-<who>-<screen>-<width>.png.
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
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

/** A contact message and a bank-transfer pledge of this test's own, from one phone number. */
async function inboxOf(tag: string) {
  const digits = String(Number.parseInt(tag, 16) % 10_000_000).padStart(7, '0');
  const name = `Chamari Wijesinghe ${tag}`;
  const email = `chamari-${tag}@example.lk`;
  await db
    .insertInto('contact_messages')
    .values({ name, phone: `+9477${digits}`, email, subject: 'pricing', message: 'How much is a first visit?' })
    .execute();
  const reference = `DN-${tag.toUpperCase().replace(/[01]/g, '2').slice(0, 6).padEnd(6, 'K')}`;
  await db
    .insertInto('donation_pledges')
    .values({
      reference,
      amount: 7500,
      donation_type: 'one-time',
      payment_method: 'bank',
      donor_name: name,
      email,
      phone: `+9477${digits}`,
    })
    .execute();
  return { name, email, reference, localPhone: `077 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

/** Words of table cells split over two lines ('SM' / 'S'): none, on any screen. */
function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const cell of document.querySelectorAll('.as-table th, .as-table td')) {
      const text = cell.firstChild;
      if (!(text instanceof Text)) continue;
      for (const match of text.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test.each([PHONE, DESKTOP])('a read-only receptionist sees no action they may not take at %o', async (viewport) => {
  const tag = uniqueTag();
  const visit = await insertAppointment(db, { patient_name: `Read Only ${tag}`, status: 'pending' });
  const inbox = await inboxOf(tag);
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { dashboard: ['read'], appointments: ['read'], inbox: ['read'] },
    viewport,
  });
  await page.goto(`${baseUrl}/admin/appointments?search=${visit.reference}`);
  await page.getByText(visit.reference, { exact: true }).waitFor();
  // The visit is there to read, with no step to take on it.
  for (const action of ['Confirm', 'Cancel', 'Complete', 'No-show', 'Move']) {
    expect(await page.getByRole('button', { name: `${action} appointment ${visit.reference}` }).count()).toBe(0);
  }
  expect(await page.getByRole('button', { name: 'Book a visit' }).count()).toBe(0);
  expect(await page.locator('#adm-content').textContent()).not.toMatch(/\d [AP]M\b/);

  // The sidebar offers only the areas the role may read.
  if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Inbox' }).waitFor();
  const links = await nav.getByRole('link').allInnerTexts();
  expect(links.map((text) => text.trim())).toEqual([
    'Dashboard',
    'Appointments',
    'Day sheet',
    'Waitlist',
    'Inbox',
    'My account',
  ]);
  await nav.getByRole('link', { name: 'Inbox' }).click();

  // The inbox finds the message by the phone as the caller says it; nothing to change or answer.
  await page.getByLabel('Search the inbox').fill(inbox.localPhone);
  const message = page.locator('.as-item', { hasText: 'Contact message' }).filter({ hasText: inbox.name });
  await message.getByText('Unread').waitFor();
  expect(await page.getByRole('button', { name: /^(Reply|Close|Mark received|Mark read)/ }).count()).toBe(0);
  await message.getByRole('button', { name: /^Notes:/ }).click();
  await message.getByRole('heading', { name: 'Notes' }).waitFor();
  expect(await message.getByRole('button', { name: 'Add note' }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await page.screenshot({ path: `/tmp/frontoffice-reader-inbox-${viewport.width}.png`, fullPage: true });
  expect(errors).toEqual([]);
  await close();
});

test.each([PHONE, DESKTOP])('an admin works the inbox and reads the log at %o', async (viewport) => {
  const tag = uniqueTag();
  const inbox = await inboxOf(tag);
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, { role: 'admin', viewport });
  await page.goto(`${baseUrl}/admin/inbox`);
  await page.getByLabel('Search the inbox').fill(inbox.reference.toLowerCase());
  const pledge = page.locator('.as-item', { hasText: inbox.reference });
  await pledge.getByText('Pledged', { exact: true }).waitFor();
  await pledge.getByRole('button', { name: `Mark received: ${inbox.reference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pledge ${inbox.reference} received` });
  await dialog.getByLabel('Amount received (LKR)').fill('7000');
  await dialog.getByRole('button', { name: 'Mark received' }).click();
  await waitForToast(page, 'Marked received');
  await pledge.getByText('Received LKR 7,000 on').waitFor();

  await page.getByLabel('Search the inbox').fill(inbox.email);
  const message = page.locator('.as-item', { hasText: 'Contact message' }).filter({ hasText: inbox.name });
  await message.getByRole('button', { name: /^Reply:/ }).click();
  const reply = page.getByRole('dialog', { name: `Reply to ${inbox.name}` });
  await reply.getByLabel('Your reply').fill('A first visit is LKR 2,500. Call us to book a time.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await waitForToast(page, 'Reply sent');
  await message.getByText('Answered', { exact: true }).waitFor();
  await message.getByRole('button', { name: /^Notes:/ }).click();
  await message.getByLabel('New note').fill('Asked about prices; sent the list.');
  await message.getByRole('button', { name: 'Add note' }).click();
  await message.locator('.as-notes li', { hasText: 'Asked about prices; sent the list.' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  await page.screenshot({ path: `/tmp/frontoffice-admin-inbox-${viewport.width}.png`, fullPage: true });

  await page.goto(`${baseUrl}/admin/activity`);
  await page.getByText(`Donation pledge ${inbox.reference} marked received`, { exact: false }).waitFor();
  await page.screenshot({ path: `/tmp/frontoffice-admin-activity-${viewport.width}.png`, fullPage: true });

  // Settings: the grid offers no meaningless switch, and no table breaks a word.
  await page.goto(`${baseUrl}/admin/settings`);
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await page.locator('.as-table').first().waitFor();
  expect(await page.getByRole('checkbox', { name: 'Dashboard: read' }).count()).toBeGreaterThan(0);
  expect(await page.getByRole('checkbox', { name: 'Dashboard: delete' }).count()).toBe(0);
  expect(await brokenWords(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/frontoffice-admin-settings-${viewport.width}.png`, fullPage: true });
  expect(errors).toEqual([]);
  await close();
});
