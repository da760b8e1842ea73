// /share-review on a phone: every message of the review form's schema, errors on Continue, the draft that
// survives a reload, the success screen, and a refused submit that keeps what was typed.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { FOCUS_MOVES, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
/** The wizard's own controls (the footer has its own e-mail field). */
const wizard = (page: Page) => page.locator('form[aria-labelledby="review-step-heading"]');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const errorsShown = (page: Page) => page.locator('.field-error').allTextContents();
const heading = (page: Page) => page.locator('#review-step-heading').textContent();
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Continue' }).click();

async function fillStep1(page: Page) {
  await wizard(page).getByLabel('Full Name').fill('Kamala Jayawardena');
  await wizard(page).getByLabel('Age').fill('58');
  await wizard(page).getByLabel('Profession').fill('Tailor');
  await wizard(page).getByLabel('Location').fill('Kegalle');
  await wizard(page).getByLabel('Email Address').fill('kamala@example.com');
  await wizard(page).getByLabel('Phone Number').fill('+94 (35) 222-3344');
}

async function fillStep2(page: Page) {
  await wizard(page).getByLabel('Condition Treated').fill('Frozen shoulder');
  await wizard(page).getByLabel('Treatment Received').selectOption('Ayurvedic Massage');
  await wizard(page).getByLabel('Treatment Duration').selectOption('1-2 months');
  await wizard(page).getByRole('radio', { name: '4 stars, Very Good' }).check();
}

const STORY = 'After two months of oil massage and herbal packs I can lift my arm above my head again.';

describe('/share-review', () => {
  test('shows each step’s messages on Continue, word for word, and does not advance until they are fixed', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/share-review`);
    await page.waitForSelector('#review-name:enabled');
    expect(await heading(page)).toBe('Your Information');
    expect(await errorsShown(page)).toEqual([]);

    await next(page);
    expect(await heading(page)).toBe('Your Information');
    expect(await errorsShown(page)).toEqual([
      'Name is required',
      'Age is required',
      'Profession is required',
      'Location is required',
      'Email is required',
      'Phone number is required',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    // Focus goes to the first field in error, which says what is wrong.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES).toBe('review-name');
    const name = wizard(page).getByLabel('Full Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-describedby')).toContain('review-name-error');

    const cases: [string, string, string][] = [
      ['Full Name', 'K', 'Name must be at least 2 characters'],
      ['Age', 'abc', 'Please enter a valid age'],
      ['Age', '15', 'Must be at least 16 years old'],
      ['Age', '121', 'Please enter a valid age'],
      ['Email Address', 'kamala@', 'Please enter a valid email address'],
      ['Phone Number', '077 12', 'Please enter a valid phone number'],
    ];
    for (const [label, value, message] of cases) {
      await wizard(page).getByLabel(label).fill(value);
      expect(await errorsShown(page)).toContain(message);
    }
    await fillStep1(page);
    expect(await errorsShown(page)).toEqual([]);

    await next(page);
    expect(await heading(page)).toBe('Treatment Experience');
    expect(await errorsShown(page)).toEqual([]);
    await next(page);
    expect(await heading(page)).toBe('Treatment Experience');
    expect(await errorsShown(page)).toEqual([
      'Please specify the condition treated',
      'Please select a treatment',
      'Please select treatment duration',
      'Please select a rating',
    ]);
    expect(await axeViolations(page)).toEqual([]);
    // The star picker is a radio group with the agreed labels.
    const labels = [
      '1 star, Poor',
      '2 stars, Fair',
      '3 stars, Good',
      '4 stars, Very Good',
      '5 stars, Excellent Experience',
    ];
    for (const label of labels) expect(await wizard(page).getByRole('radio', { name: label }).count()).toBe(1);
    await wizard(page).getByRole('radio', { name: '5 stars, Excellent Experience' }).focus();
    await page.keyboard.press('Space');
    expect(await wizard(page).getByRole('radio', { name: '5 stars, Excellent Experience' }).isChecked()).toBe(true);
    expect(await page.locator('#review-rating-label').textContent()).toBe('Excellent Experience');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('#review-rating-label').textContent()).toBe('Very Good');
    await fillStep2(page);
    expect(await errorsShown(page)).toEqual([]);

    await next(page);
    expect(await heading(page)).toBe('Share Your Story');
    await wizard(page).getByRole('button', { name: 'Submit Review' }).click();
    expect(await heading(page)).toBe('Share Your Story');
    expect(await errorsShown(page)).toEqual(['Please share your experience', 'Please accept the consent terms']);
    expect(await axeViolations(page)).toEqual([]);

    const story = wizard(page).getByRole('textbox', { name: /^Your Story/ });
    await story.fill('a'.repeat(49));
    expect(await errorsShown(page)).toContain('Please provide at least 50 characters');
    expect(await page.locator('#review-reviewText-count').textContent()).toBe('49/1000 characters (at least 50)');
    await story.fill('a'.repeat(1001));
    expect(await errorsShown(page)).toContain('Maximum 1000 characters allowed');
    expect(await page.locator('#review-reviewText-count').textContent()).toBe('1001/1000 characters');
    await story.fill(STORY);
    expect(await page.locator('#review-reviewText-count').textContent()).toBe(`${STORY.length}/1000 characters`);
    await wizard(page)
      .getByLabel(/I agree that Hela Wedakama may publish my review/)
      .check();
    expect(await errorsShown(page)).toEqual([]);

    // Going back keeps everything.
    await wizard(page).getByRole('button', { name: 'Previous' }).click();
    expect(await wizard(page).getByLabel('Condition Treated').inputValue()).toBe('Frozen shoulder');
    expect(errors).toEqual([]);
    await close();
  });

  test('a reload keeps the story but not the contact details; submit then asks for them and shows the success screen', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/share-review`);
    await page.waitForSelector('#review-name:enabled');
    await fillStep1(page);
    await next(page);
    await fillStep2(page);
    await next(page);
    await wizard(page)
      .getByRole('textbox', { name: /^Your Story/ })
      .fill(STORY);

    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('#review-step-heading')?.textContent === 'Share Your Story',
    );
    expect(
      await wizard(page)
        .getByRole('textbox', { name: /^Your Story/ })
        .inputValue(),
    ).toBe(STORY);
    expect(
      await wizard(page)
        .getByLabel(/I agree/)
        .isChecked(),
    ).toBe(false);
    await wizard(page)
      .getByLabel(/I agree/)
      .check();
    await wizard(page).getByRole('button', { name: 'Submit Review' }).click();
    // E-mail and phone were not kept: the wizard goes back to them and says so.
    expect(await heading(page)).toBe('Your Information');
    expect(await wizard(page).getByLabel('Full Name').inputValue()).toBe('Kamala Jayawardena');
    expect(await errorsShown(page)).toEqual(['Email is required', 'Phone number is required']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES).toBe('review-email');
    await wizard(page).getByLabel('Email Address').fill('kamala@example.com');
    await wizard(page).getByLabel('Phone Number').fill('0352223344');
    await next(page);
    await next(page);
    await wizard(page).getByRole('button', { name: 'Submit Review' }).click();

    const success = page.getByRole('heading', { name: 'Thank You for Sharing Your Story!' });
    await success.waitFor();
    const toast = page.locator('.toast--success');
    expect(await toast.locator('.toast__title').textContent()).toContain('Review Submitted Successfully!');
    expect(await toast.locator('.toast__message').textContent()).toMatch(
      /^Thank you for sharing your healing journey with us\. .*24-48 hours/,
    );
    expect(await page.locator('section[aria-labelledby="review-success-heading"]').textContent()).toContain(
      'published within 24-48 hours',
    );
    expect(await page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    // The draft is gone once the review is sent.
    await page.reload();
    await page.waitForSelector('#review-name:enabled');
    expect(await wizard(page).getByLabel('Full Name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  test('a submit the server refuses keeps what was typed and shows the server’s message at its field', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.route('**/api/reviews', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Please enter a valid email address',
          fields: { email: 'Please enter a valid email address' },
        }),
      }),
    );
    await page.goto(`${baseUrl}/share-review`);
    await page.waitForSelector('#review-name:enabled');
    await fillStep1(page);
    await next(page);
    await fillStep2(page);
    await next(page);
    await wizard(page)
      .getByRole('textbox', { name: /^Your Story/ })
      .fill(STORY);
    await wizard(page)
      .getByLabel(/I agree/)
      .check();
    await wizard(page).getByRole('button', { name: 'Submit Review' }).click();
    await page.waitForFunction(
      () => document.querySelector('#review-step-heading')?.textContent === 'Your Information',
    );
    expect(await errorsShown(page)).toEqual(['Please enter a valid email address']);
    const toast = page.locator('.toast--error');
    expect(await toast.locator('.toast__title').textContent()).toContain('Submission Failed');
    expect(await toast.locator('.toast__message').textContent()).toBe('Please enter a valid email address');
    expect(await wizard(page).getByLabel('Email Address').inputValue()).toBe('kamala@example.com');
    // The server's word stands until the field changes; then the visitor can go on, with the story still there.
    await wizard(page).getByRole('button', { name: 'Continue' }).click();
    expect(await heading(page)).toBe('Your Information');
    await wizard(page).getByLabel('Email Address').fill('kamala.j@example.com');
    expect(await errorsShown(page)).toEqual([]);
    await wizard(page).getByRole('button', { name: 'Continue' }).click();
    await wizard(page).getByRole('button', { name: 'Continue' }).click();
    expect(
      await wizard(page)
        .getByRole('textbox', { name: /^Your Story/ })
        .inputValue(),
    ).toBe(STORY);
    await close();
  });
});
