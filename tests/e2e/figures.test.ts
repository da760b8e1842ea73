// The provider's figures say the same thing on every page: the rating and the review count of the home trust
// stats, the testimonials badges, the services page and the about page agree with the centre cards.
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
  await expect(page.locator('.testimonials__badges').textContent()).resolves.toContain(`${reviews} Verified Reviews`);

  await page.goto(`${baseUrl}/services`);
  await expect(page.getByText(`${rating} Average Rating`).isVisible()).resolves.toBe(true);
  await expect(page.getByText(`${reviews} Happy Patients`).isVisible()).resolves.toBe(true);

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
