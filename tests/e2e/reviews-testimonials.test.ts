// A review's public life: submitted, invisible while pending, published once an admin approves it (done here in
// the database), shown as text even when it holds markup; and the listing's filters and pages in the URL.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { messagesFor } from '../../src/i18n/messages/index.ts';
import { plural } from '../../src/i18n/translate.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
/** The wizard's own controls (the footer has its own e-mail field). */
const wizard = (page: Page) => page.locator('form[aria-labelledby="review-step-heading"]');
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

const reviewCards = (page: Page) => page.locator('#reviews article.card');
async function waitForListing(page: Page) {
  await page.waitForFunction(
    () =>
      !document.body.textContent?.includes('Loading reviews…') && document.querySelector('#reviews-treatment:enabled'),
  );
}

test('a submitted review stays private until approved, then shows on /testimonials as text, never as HTML', async () => {
  const name = `Sunil ${randomBytes(3).toString('hex')}`;
  const story =
    'Great care! <script>window.__injected = true</script><img src=x onerror="window.__injected = true"> My joints feel young again.';
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/share-review`);
  await page.waitForSelector('#review-name:enabled');
  await wizard(page).getByLabel('Full Name').fill(name);
  await wizard(page).getByLabel('Age').fill('70');
  await wizard(page).getByLabel('Profession').fill('Farmer');
  await wizard(page).getByLabel('Location').fill('Polonnaruwa');
  await wizard(page).getByLabel('Email Address').fill('sunil@example.com');
  await wizard(page).getByLabel('Phone Number').fill('0771234567');
  await wizard(page).getByRole('button', { name: 'Continue' }).click();
  await wizard(page).getByLabel('Condition Treated').fill('Arthritis');
  await wizard(page).getByLabel('Treatment Received').selectOption('Panchakarma Therapy');
  await wizard(page).getByLabel('Treatment Duration').selectOption('6+ months');
  await wizard(page).getByRole('radio', { name: '5 stars, Excellent Experience' }).check();
  await wizard(page).getByRole('button', { name: 'Continue' }).click();
  await wizard(page)
    .getByRole('textbox', { name: /^Your Story/ })
    .fill(story);
  await wizard(page)
    .getByLabel(/I agree/)
    .check();
  await wizard(page).getByRole('button', { name: 'Submit Review' }).click();
  await page.getByRole('heading', { name: 'Thank You for Sharing Your Story!' }).waitFor();

  const row = await db
    .selectFrom('reviews')
    .select(['id', 'review_status', 'consent_at', 'review_text'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  expect(row.review_status).toBe('pending');
  expect(row.review_text).toBe(story);

  const api = (await (await fetch(`${baseUrl}/api/reviews?limit=50`)).json()) as { reviews: { name: string }[] };
  expect(api.reviews.map((review) => review.name)).not.toContain(name);
  await page.goto(`${baseUrl}/testimonials`);
  await waitForListing(page);
  expect(await page.getByText(name).count()).toBe(0);

  await db
    .updateTable('reviews')
    .set({ review_status: 'approved', reviewed_at: new Date() })
    .where('id', '=', row.id)
    .execute();
  await page.reload();
  await waitForListing(page);
  const card = reviewCards(page).filter({ hasText: name });
  expect(await card.count()).toBe(1);
  // Newest first: it heads the list.
  expect(await reviewCards(page).first().textContent()).toContain(name);
  expect(await card.locator('blockquote').textContent()).toBe(story);
  expect(await card.locator('script, img').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await card.textContent()).toContain('70, Farmer, Polonnaruwa');
  expect(await card.textContent()).not.toContain('sunil@example.com');
  expect(errors).toEqual([]);
  await close();
});

test('filters and pages live in the URL; the count and average describe the matching reviews', async () => {
  // Twelve approved reviews of one treatment and rating, so that this filter has two pages whatever else exists.
  const tag = randomBytes(3).toString('hex');
  await db
    .insertInto('reviews')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Listing ${tag} ${i + 1}`,
        age: 30 + i,
        profession: 'Clerk',
        location: 'Matara',
        email: `listing${i}@example.com`,
        phone: '0771234567',
        condition: 'Back pain',
        treatment: 'Other',
        duration: '3-4 weeks',
        rating: 2,
        review_text: `Story number ${i + 1}: the treatment was fine, but the waiting time was long for me.`,
        consent_at: new Date(),
        review_status: 'approved' as const,
        created_at: new Date(Date.now() - i * 60_000),
      })),
    )
    .execute();
  const expected = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('review_status', '=', 'approved')
    .where('treatment', '=', 'Other')
    .where('rating', '=', 2)
    .executeTakeFirstOrThrow();
  const total = Number(expected.count);

  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/testimonials?treatment=Other`);
  await waitForListing(page);
  expect(await page.getByLabel('Treatment', { exact: true }).inputValue()).toBe('Other');
  await page.getByLabel('Rating', { exact: true }).selectOption('2');
  await waitForListing(page);
  expect(new URL(page.url()).searchParams.get('rating')).toBe('2');
  expect(new URL(page.url()).searchParams.get('treatment')).toBe('Other');
  expect(await reviewCards(page).count()).toBe(10);
  const badges = await page.locator('#reviews article.card .badge').allTextContents();
  expect(new Set(badges)).toEqual(new Set(['Other']));
  expect(await page.getByText(`2.0 average from ${total} reviews matching these filters`).isVisible()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  expect(await reviewCards(page).first().textContent()).toContain(`Listing ${tag} 1`);

  await page.getByRole('button', { name: 'Next' }).click();
  await waitForListing(page);
  expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  expect(await page.getByText(`Page 2 of ${Math.ceil(total / 10)}`).isVisible()).toBe(true);
  expect(await page.getByText(`Listing ${tag} 11`, { exact: true }).isVisible()).toBe(true);

  // A reload and the Back button keep the same view.
  await page.reload();
  await waitForListing(page);
  expect(await page.getByText(`Page 2 of ${Math.ceil(total / 10)}`).isVisible()).toBe(true);
  await page.goBack();
  await waitForListing(page);
  expect(new URL(page.url()).searchParams.get('page')).toBeNull();
  expect(await page.getByText(`Listing ${tag} 1`, { exact: true }).isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await close();
});

test('the six featured stories are prebuilt, and none offers a video it does not have', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/testimonials`);
  const stories = page.locator('section[aria-labelledby="stories-heading"] article');
  expect(await stories.count()).toBe(6);
  expect(await page.getByRole('button', { name: /^Play the video story of / }).count()).toBe(0);
  expect(errors).toEqual([]);
  await close();
});

test('a failed fetch says so and Try Again loads the reviews', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.route('**/api/reviews?**', (route) => route.abort('internetdisconnected'));
  await page.goto(`${baseUrl}/testimonials`);
  const alert = page.locator('#reviews [role="alert"]');
  await alert.waitFor();
  expect(await alert.textContent()).toContain('Failed to fetch reviews. Please check your connection and try again.');
  await page.unroute('**/api/reviews?**');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await waitForListing(page);
  expect(await alert.count()).toBe(0);
  expect(await reviewCards(page).count()).toBeGreaterThan(0);
  await close();
});

test('the API caps a limit above 50 and refuses a bad filter with a message', async () => {
  const capped = (await (await fetch(`${baseUrl}/api/reviews?limit=500`)).json()) as { pagination: { limit: number } };
  expect(capped.pagination.limit).toBe(50);
  const bad = await fetch(`${baseUrl}/api/reviews?rating=7`);
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toBe('rating must be all or a number from 1 to 5');
});

// Sinhala and Tamil (docs/i18n.md): the page, its stories and the listing island in the language; the patients' own
// words as they wrote them.
describe.each(['si', 'ta'] as const)('in %s', (locale) => {
  const t = messagesFor(locale).testimonials;
  const common = messagesFor(locale).common;
  const review = messagesFor(locale).review;

  test('/testimonials, its stories and the listing speak the language, and its filters work in it', async () => {
    const tag = randomBytes(3).toString('hex');
    await db
      .insertInto('reviews')
      .values({
        name: `Listing ${locale} ${tag}`,
        age: 44,
        profession: 'Teacher',
        location: 'Jaffna',
        email: `listing-${locale}@example.com`,
        phone: '0771234567',
        condition: 'Knee pain',
        treatment: 'Herbal Medicine',
        duration: '1-2 weeks',
        rating: 4,
        review_text: 'The oil and the advice on food helped my knee within a few weeks.',
        consent_at: new Date(),
        review_status: 'approved' as const,
      })
      .execute();
    const { count } = await db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('review_status', '=', 'approved')
      .where('treatment', '=', 'Herbal Medicine')
      .where('rating', '=', 4)
      .executeTakeFirstOrThrow();

    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/${locale}/testimonials?treatment=Herbal+Medicine&rating=4`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
    for (const heading of [t.heading, t.featured, t.listing.heading]) {
      await expect(page.getByRole('heading', { name: heading, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('link', { name: t.share }).first().getAttribute('href')).resolves.toBe(
      `/${locale}/share-review`,
    );
    // Each story is in the language once its translation exists, else in English marked so under the note.
    const stories = page.locator('section[aria-labelledby="stories-heading"] article');
    await expect(stories.count()).resolves.toBe(6);
    const missing = readdirSync('content/testimonials').filter(
      (file) => file.endsWith('.json') && !existsSync(`content/testimonials/${locale}/${file}`),
    ).length;
    await expect(stories.and(page.locator('[lang="en"]')).count()).resolves.toBe(missing);
    if (missing > 0) await expect(page.getByText(common.untranslated).count()).resolves.toBe(1);

    await waitForListingIn(page, t.listing.loading);
    await expect(page.getByLabel(t.listing.treatment, { exact: true }).inputValue()).resolves.toBe('Herbal Medicine');
    await expect(page.locator('#reviews-treatment option:checked').textContent()).resolves.toBe(
      review.treatments['Herbal Medicine'],
    );
    const summary = plural(locale, Number(count), t.listing.averageFiltered).replace('{average}', '4.0');
    await expect(page.locator('#reviews [aria-live="polite"] p').textContent()).resolves.toContain(summary);
    const card = reviewCards(page).filter({ hasText: `Listing ${locale} ${tag}` });
    await expect(card.locator('.badge').textContent()).resolves.toBe(review.treatments['Herbal Medicine']);
    await expect(card.locator('dt').allTextContents()).resolves.toEqual([
      t.listing.condition,
      t.listing.duration,
      t.listing.shared,
    ]);
    await expect(card.locator('dd').nth(1).textContent()).resolves.toBe(review.durations['1-2 weeks']);
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  test('a failed fetch says so in the language', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.route('**/api/reviews?**', (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl}/${locale}/testimonials`);
    const alert = page.locator('#reviews [role="alert"]');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(t.listing.failed);
    await expect(alert.getByRole('button', { name: t.listing.tryAgain }).count()).resolves.toBe(1);
    await close();
  });
});

async function waitForListingIn(page: Page, loading: string) {
  await page.waitForFunction(
    (text) => !document.body.textContent?.includes(text) && document.querySelector('#reviews-treatment:enabled'),
    loading,
  );
}
