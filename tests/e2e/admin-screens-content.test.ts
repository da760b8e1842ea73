// Reviews and services screens in a real browser, on rows this file creates.
import type { Kysely } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { signedInPage, uniqueTag, waitForToast } from '../support/admin-screens-e2e.ts';
import { launchBrowser } from '../support/browser.ts';

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

async function pendingReview(name: string) {
  return db
    .insertInto('reviews')
    .values({
      name,
      age: 44,
      profession: 'Accountant',
      location: 'Negombo',
      email: `${uniqueTag()}@example.lk`,
      phone: '+94 77 765 4321',
      condition: 'Lower back pain',
      treatment: 'Herbal Medicine',
      duration: '3-4 weeks',
      rating: 4,
      review_text: 'The herbal oils and the gentle advice of the doctor eased my back pain within a month.',
      consent_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

test('reviews: rejecting asks for the reason and, when chosen, e-mails it to the reviewer', async () => {
  const name = `Tharushi ${uniqueTag()}`;
  const rejected = await pendingReview(name);
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { reviews: ['read', 'write'] },
  });
  await page.goto(`${baseUrl}/admin/reviews`);
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: `Reject review by ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this review?' });
  await dialog.getByLabel(/^E-mail this reason to /).check();
  await dialog.getByRole('button', { name: 'Reject review' }).click();
  await dialog.getByText('Write the reason to e-mail it to the reviewer').waitFor();
  await dialog.getByLabel('Reason (kept in the admin notes)').fill('It names another patient.');
  await dialog.getByRole('button', { name: 'Reject review' }).click();
  await waitForToast(page, 'Review rejected successfully');
  const row = await db
    .selectFrom('reviews')
    .select(['review_status', 'admin_notes'])
    .where('id', '=', rejected.id)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ review_status: 'rejected', admin_notes: 'It names another patient.' });
  const mail = await db
    .selectFrom('outbox_messages')
    .select('body')
    .where('dedupe_key', '=', `email:review-rejected:${rejected.id}`)
    .executeTakeFirstOrThrow();
  expect(mail.body).toContain('It names another patient.');
  expect(errors).toEqual([]);
  await close();
});

// A real 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('reviews: approve a pending review, move it back, and delete one after confirming', async () => {
  const first = `Dilani ${uniqueTag()}`;
  const second = `Asanka ${uniqueTag()}`;
  const approved = await pendingReview(first);
  const deleted = await pendingReview(second);
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { reviews: ['read', 'write', 'delete'] },
  });
  await page.goto(`${baseUrl}/admin/reviews`);
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: `Approve review by ${first}` }).click();
  await waitForToast(page, 'Review approved successfully');
  await page.getByRole('button', { name: `Approve review by ${first}` }).waitFor({ state: 'detached' });
  expect(
    (await db.selectFrom('reviews').select('review_status').where('id', '=', approved.id).executeTakeFirstOrThrow())
      .review_status,
  ).toBe('approved');

  await page.getByLabel('Status').selectOption('approved');
  await page.getByRole('button', { name: `View review by ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Review details' });
  await dialog.getByLabel('Admin notes').fill('Checked with the patient by phone.');
  await dialog.getByRole('button', { name: 'Move back to pending' }).click();
  await waitForToast(page, 'Review pending successfully');
  const back = await db
    .selectFrom('reviews')
    .select(['review_status', 'admin_notes'])
    .where('id', '=', approved.id)
    .executeTakeFirstOrThrow();
  expect(back).toEqual({ review_status: 'pending', admin_notes: 'Checked with the patient by phone.' });

  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: `View review by ${second}` }).click();
  await page.getByRole('dialog', { name: 'Review details' }).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete review' });
  await confirm.getByText('Are you sure you want to delete this review? This action cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await waitForToast(page, 'Review deleted successfully');
  expect(await db.selectFrom('reviews').select('id').where('id', '=', deleted.id).executeTakeFirst()).toBeUndefined();
  expect(errors).toEqual([]);
  await close();
});

test('services: validation, create with an image, toggle, and delete naming the service', async () => {
  const name = `Nasya Therapy ${uniqueTag()}`;
  const { page, errors, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { content: ['read', 'write', 'delete'] },
  });
  await page.goto(`${baseUrl}/admin/services`);
  await page.getByRole('button', { name: 'Add service' }).click();
  const form = page.getByRole('dialog', { name: 'Add service' });
  await form.getByRole('button', { name: 'Create service' }).click();
  await waitForToast(page, 'Validation error');
  expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => form.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);

  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description', { exact: true }).fill('Herbal oil drops that clear the sinuses.');
  await form.getByLabel('Benefits').fill('Clears sinuses\n\n\nEases headaches\n');
  await form
    .getByLabel('Image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await waitForToast(page, 'Invalid file type');
  await form.getByLabel('Image').setInputFiles({ name: 'leaf.png', mimeType: 'image/png', buffer: PNG });
  await form.locator('img.as-image-preview').waitFor();
  await form.getByRole('button', { name: 'Create service' }).click();
  await waitForToast(page, 'Service created');

  const row = await db.selectFrom('services').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    duration: 30,
    price: 0,
    category: 'traditional',
    icon: '🌿',
    benefits: ['Clears sinuses', 'Eases headaches'],
  });
  // The public list (which the public pages refresh from) shows the new service with its image, served cached.
  const publicList = (await (await fetch(`${baseUrl}/api/services`)).json()) as {
    data: { name: string; image_url: string | null }[];
  };
  const shown = publicList.data.find((service) => service.name === name);
  expect(shown?.image_url).toMatch(/^\/api\/service-images\//);
  const image = await fetch(`${baseUrl}${shown?.image_url}`);
  expect(image.headers.get('cache-control')).toBe('public, max-age=3600');
  expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

  await page.getByLabel('Search').fill(name);
  await page.getByRole('switch', { name: `${name} available for booking` }).click();
  await waitForToast(page, 'Availability updated');
  expect(
    (await db.selectFrom('services').select('available').where('id', '=', row.id).executeTakeFirstOrThrow()).available,
  ).toBe(false);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete service' });
  await confirm.getByText(`Are you sure you want to delete "${name}"? This action cannot be undone.`).waitFor();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await waitForToast(page, 'Service deleted');
  expect(await db.selectFrom('services').select('id').where('id', '=', row.id).executeTakeFirst()).toBeUndefined();
  expect(errors).toEqual([]);
  await close();
});

test('services: a content editor without delete permission is told so', async () => {
  const { page, close } = await signedInPage(browser, db, baseUrl, {
    role: 'staff',
    permissions: { content: ['read', 'write'] },
  });
  await page.goto(`${baseUrl}/admin/services`);
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByText("You don't have permission to delete services").waitFor();
  await close();
});
