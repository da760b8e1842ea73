// The provider's figures say the same thing on every page: the rating and the review count of the home trust
// stats, the testimonials badges, the services page and the about page agree with the centre cards. A rating's
// stars are drawn from its figure, with no ★ character left to send the browser searching the system's fonts
// before the first paint (docs/performance.md).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const number = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('rating and reviews agree between the home page, the centre cards, the services page and the about page', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(baseUrl);
  const stat = (label: string) =>
    page.locator('.trust__item', { hasText: label }).locator('.trust__number').textContent();
  const rating = await stat('Average Rating');
  const reviews = await stat('Happy Patients');
  const cardCounts = await page
    .locator('[data-center-card]')
    .evaluateAll((cards) =>
      cards.map((card) => Number(card.textContent?.match(/(\d[\d,]*)\s*happy patients/)?.[1]?.replace(/,/g, ''))),
    );
  const total = cardCounts.reduce((sum, value) => sum + value, 0);
  expect(cardCounts).toHaveLength(6);
  expect(number(reviews)).toBeLessThanOrEqual(total);
  expect(number(reviews)).toBeGreaterThan(total - 100);
  await expect(page.locator('.testimonials__badges').textContent()).resolves.toContain(`${rating} Average Rating`);
  await expect(page.locator('.testimonials__badges').textContent()).resolves.toContain(
    `${reviews} Reviews of Our Centers`,
  );

  await page.goto(`${baseUrl}/services`);
  await expect.poll(() => page.getByText(`${rating} Average Rating`).isVisible()).toBe(true);
  await expect.poll(() => page.getByText(`${reviews} Happy Patients`).isVisible()).toBe(true);

  await page.goto(`${baseUrl}/about`);
  await expect(page.locator('.stats').textContent()).resolves.toContain(reviews);
  await close();
});

test('every centre opens on the about timeline in the year its card gives', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(`${baseUrl}/centers`);
  const established = await page
    .locator('[data-center-card]')
    .evaluateAll((cards) => cards.map((card) => card.textContent?.match(/Est(?:ablished|\.)\s*(\d{4})/)?.[1]));
  expect(established.every(Boolean)).toBe(true);
  await page.goto(`${baseUrl}/about`);
  const years = await page.locator('.year').allTextContents();
  for (const year of established) expect(years).toContain(year);
  await close();
});

test.each([
  ['/', 'the home page (trust figures, service cards, stories, centres)'],
  ['/centers', 'the centre directory'],
  ['/services', 'the services listing'],
  ['/testimonials', 'the stories and the shared reviews'],
  ['/si/', 'the Sinhala home page'],
])('on %s, %s, every rating shows as many filled stars as its figure says', async (path) => {
  const { page, close } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}${path}`);
    await page.locator('.stars').first().waitFor({ state: 'attached' });
    const ratings = await page.locator('.stars').evaluateAll((elements) =>
      elements.map((element) => {
        // The figure is in the stars' own label, or in the text beside them (the hidden "Rated 4.9 out of 5").
        const text = element.getAttribute('aria-label') ?? element.parentElement?.textContent ?? '';
        const box = element.getBoundingClientRect();
        return {
          // A figure with its decimal (4.9) first: a language may put "out of 5" before it.
          figure: Number((text.match(/\d\.\d/) ?? text.match(/\d/))?.[0]),
          // Where the star colour ends in the painted gradient: 20 % a star.
          filled: Number(getComputedStyle(element).backgroundImage.match(/\) (\d+(?:\.\d+)?)%/)?.[1]) / 20,
          drawn: box.width === 0 || box.width > 4.5 * box.height,
          glyphs: element.textContent,
        };
      }),
    );
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) {
      expect(rating.filled).toBe(Math.floor(rating.figure));
      expect(rating.drawn).toBe(true);
      expect(rating.glyphs).toBe('');
    }
    await expect(page.locator('body').textContent()).resolves.not.toMatch(/[★☆]/);
  } finally {
    await close();
  }
});

test('the review form draws its chosen stars filled and the rest empty, and a tap on a star chooses it', async () => {
  const { page, close } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/share-review`);
    const form = page.locator('main form');
    await form.getByLabel('Full Name').fill('Nimal Perera');
    await form.getByLabel('Age').fill('40');
    await form.getByLabel('Profession').fill('Teacher');
    await form.getByLabel('Location').fill('Kandy');
    await form.getByLabel('Email Address').fill('nimal@example.com');
    await form.getByLabel('Phone Number').fill('+94 77 123 4567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: '4 stars, Very Good' }).click();
    await expect(page.getByRole('radio', { name: '4 stars, Very Good' }).isChecked()).resolves.toBe(true);
    const colours = await page
      .locator('label[for^="review-rating-"] .star-shape')
      .evaluateAll((shapes) => shapes.map((shape) => getComputedStyle(shape).backgroundColor));
    expect(new Set(colours.slice(0, 4)).size).toBe(1);
    expect(colours[4]).not.toBe(colours[0]);
  } finally {
    await close();
  }
});
