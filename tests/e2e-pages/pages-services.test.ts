import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const visibleNames = (page: import('playwright-core').Page) => page.locator('.service-list > li h3').allTextContents();

test('the services page lists the database services with their facts and the agreed texts', async () => {
  const { page, errors, close } = await openPage(browser);
  await page.goto(`${baseUrl}/services`);
  for (const badge of ['Ministry of Health Recognized', '4.8 Average Rating', '1,500+ Happy Patients']) {
    await expect.poll(() => page.getByText(badge).isVisible()).toBe(true);
  }
  // Loaded from /api/services (the test build has no database, so nothing was rendered at build time).
  await page.locator('.service-list > li').first().waitFor();
  await expect.poll(() => page.getByRole('heading', { name: 'Featured Treatments' }).isVisible()).toBe(true);
  const panchakarma = page.locator('.service-list > li', { hasText: 'Panchakarma Therapy' });
  await expect.poll(() => panchakarma.getByText('Key Benefits').isVisible()).toBe(true);
  await expect.poll(() => panchakarma.getByText('1h 30m').isVisible()).toBe(true);
  await expect.poll(() => panchakarma.getByText('Starting from LKR 7,500').isVisible()).toBe(true);
  const herbal = page.locator('.service-list > li', { hasText: 'Prescriptions from indigenous plants' });
  await expect.poll(() => herbal.getByText('Starting from LKR 2,500').isVisible()).toBe(true);
  const id = await panchakarma.getAttribute('id');
  await expect(panchakarma.getByRole('link', { name: /Book This Treatment/ }).getAttribute('href')).resolves.toBe(
    `/appointment?service=${id}`,
  );
  await expect(panchakarma.getByRole('link', { name: /Ask Questions/ }).getAttribute('href')).resolves.toBe('/contact');
  for (const step of [
    'Initial Consultation',
    'Personalized Treatment Plan',
    'Treatment Sessions',
    'Follow-up & Lifestyle',
  ]) {
    await expect.poll(() => page.getByRole('heading', { name: step }).isVisible()).toBe(true);
  }
  expect(errors).toEqual([]);
  await close();
});

test('the category filter is kept in the address, survives a reload and can be shared', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/services`);
  await page.locator('.service-list > li').first().waitFor();
  const all = await visibleNames(page);
  expect(all.length).toBeGreaterThan(5);

  await page.getByRole('button', { name: 'Physical Therapy' }).click();
  expect(new URL(page.url()).searchParams.get('category')).toBe('therapy');
  await expect(page.getByRole('button', { name: 'Physical Therapy' }).getAttribute('aria-pressed')).resolves.toBe(
    'true',
  );
  const therapy = await visibleNames(page);
  expect(therapy).toContain('Ayurvedic Massage');
  expect(therapy).not.toContain('Panchakarma Therapy');
  expect(
    await page
      .locator('.service-list > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-category'))),
  ).toEqual(therapy.map(() => 'therapy'));

  await page.reload();
  await page.locator('.service-list > li').first().waitFor();
  await expect(visibleNames(page)).resolves.toEqual(therapy);

  // A shared link opens on the same filter in a fresh visit.
  const shared = await openPage(browser);
  await shared.page.goto(`${baseUrl}/services?category=wellness`);
  await shared.page.locator('.service-list > li').first().waitFor();
  const wellness = await visibleNames(shared.page);
  expect(wellness).toContain('Stress & Sleep Therapy');
  expect(wellness).not.toContain('Ayurvedic Massage');
  await shared.close();

  await page.getByRole('button', { name: 'All Treatments' }).click();
  expect(new URL(page.url()).searchParams.has('category')).toBe(false);
  await expect(visibleNames(page)).resolves.toEqual(all);
  await close();
});

test('/services#{id} scrolls to that service, even under a filter that hides it', async () => {
  const response = await fetch(`${baseUrl}/api/services`);
  const { data } = (await response.json()) as { data: { id: string; name: string }[] };
  const last = data.find((service) => service.name === 'Mindful Living Program');
  expect(last).toBeDefined();

  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/services?category=therapy#${last?.id}`);
  const target = page.locator(`[id="${last?.id}"]`);
  await target.waitFor();
  await page.waitForFunction((id) => {
    const box = document.getElementById(id)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
  }, last?.id ?? '');
  await expect.poll(() => target.getByRole('heading', { name: 'Mindful Living Program' }).isVisible()).toBe(true);
  await close();
});

test('the services page has no WCAG 2.2 AA violation', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/services`);
  await page.locator('.service-list > li').first().waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await close();
});
