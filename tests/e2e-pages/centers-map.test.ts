// /centers has a map of Sri Lanka drawn on the site itself (no map service) with the six centres pinned: each pin
// is reachable from the keyboard and opens its centre, whose Get Directions goes to the maps app at its coordinates.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

test('the map pins the six centres, west to east and north to south where they are', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseUrl)) outside.push(request.url());
  });
  await page.goto(`${baseUrl}/centers`);
  const map = page.getByRole('group', { name: 'Map of Sri Lanka with our 6 centers' });
  await expect.poll(() => map.isVisible()).toBe(true);
  const pins = map.getByRole('link');
  await expect(pins.count()).resolves.toBe(6);
  const box = async (name: RegExp) => (await map.getByRole('link', { name }).boundingBox()) ?? { x: 0, y: 0 };
  const colombo = await box(/Colombo/);
  const kandy = await box(/Kandy/);
  const galle = await box(/Galle/);
  const anuradhapura = await box(/Anuradhapura/);
  expect(anuradhapura.y).toBeLessThan(kandy.y);
  expect(kandy.y).toBeLessThan(galle.y);
  expect(colombo.x).toBeLessThan(kandy.x);
  // Each pin stands on the coast as drawn: Galle, Colombo and Negombo are on the shore itself.
  const onLand = await map.locator('.centers-map__target').evaluateAll((targets) => {
    const island = document.querySelector<SVGPathElement>('.centers-map__island');
    const point = (target: Element) =>
      new DOMPoint(Number(target.getAttribute('cx')), Number(target.getAttribute('cy')));
    return targets.map((target) => island?.isPointInFill(point(target)));
  });
  expect(onLand).toEqual([true, true, true, true, true, true]);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test('a pin opens its centre from the keyboard, and Get Directions leads to its coordinates', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/centers`);
  const pin = page.getByRole('link', { name: /Wedakama Kandy Wellness Center, Kandy: details/ });
  await pin.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Wedakama Kandy Wellness Center' });
  await dialog.waitFor();
  await expect(dialog.getByRole('link', { name: /Get Directions/ }).getAttribute('href')).resolves.toBe(
    'https://www.google.com/maps/dir/?api=1&destination=7.2836,80.627',
  );
  await page.keyboard.press('Escape');
  await expect.poll(() => dialog.isVisible()).toBe(false);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-map-pin'))).toBe('kandy');
  await close();
});

test('"View All on Map" on the home page leads to the map', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(baseUrl);
  await page.getByRole('link', { name: 'View All on Map' }).click();
  await page.waitForURL(`${baseUrl}/centers`);
  await expect.poll(() => page.getByRole('group', { name: /Map of Sri Lanka/ }).isVisible()).toBe(true);
  await close();
});
