// The public shell: header More menu, mobile menu, quick-access menu, scroll-to-top, development notice.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchBrowser, openPage, PHONE, pageSettled } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('header', () => {
  test('the More menu opens on hover and closes when the pointer leaves', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(baseUrl);
    const more = page.getByRole('button', { name: 'More', exact: true });
    const about = page.getByRole('link', { name: /About Learn about our mission/ });
    await expect.poll(() => about.isVisible()).toBe(false);
    await more.hover();
    await expect.poll(() => about.isVisible()).toBe(true);
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect
      .poll(() => page.getByRole('link', { name: /Donation Support traditional healing/ }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('link', { name: /Contact Get in touch/ }).isVisible()).toBe(true);
    await page.mouse.move(5, 600);
    await expect.poll(() => about.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  test('clicking More with the mouse leaves the menu open (the hover opened it first); a second click closes it', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl);
    const more = page.getByRole('button', { name: 'More', exact: true });
    const about = page.getByRole('link', { name: /About Learn about our mission/ });
    await more.click();
    await expect.poll(() => about.isVisible()).toBe(true);
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
    await more.click();
    await expect.poll(() => about.isVisible()).toBe(false);
    await more.click();
    await expect.poll(() => about.isVisible()).toBe(true);
    await close();
  });

  test('the More menu works from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl);
    const more = page.getByRole('button', { name: 'More', exact: true });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('About');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('Donation');
    await page.keyboard.press('Escape');
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('More');
    await close();
  });

  test('the header from the keyboard leaves a scrolled page where it is; a focused language link comes into view', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl}/faq`);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await pageSettled(page);
    const more = page.getByRole('button', { name: 'More', exact: true });
    const scrolled: [string, number][] = [];
    const step = async (name: string, act: () => Promise<void>) => {
      await act();
      await pageSettled(page);
      scrolled.push([name, await page.evaluate(() => Math.round(window.scrollY))]);
    };
    await step('focus on More', () => more.focus());
    await step('Enter', () => page.keyboard.press('Enter'));
    await step('ArrowDown', () => page.keyboard.press('ArrowDown'));
    await step('Tab', () => page.keyboard.press('Tab'));
    await step('Escape', () => page.keyboard.press('Escape'));
    await step('hover, then Escape', async () => {
      await page.mouse.move(5, 600);
      await more.hover();
      await page.keyboard.press('Escape');
    });
    await step('Shift+Tab from the brand to the language row', async () => {
      await page.locator('.brand').focus();
      await page.keyboard.press('Shift+Tab');
    });
    expect(scrolled).toEqual(scrolled.map(([name]) => [name, 900]));
    const tamil = page.getByRole('link', { name: 'தமிழ்' });
    await expect.poll(() => tamil.evaluate((link) => link === document.activeElement)).toBe(true);
    await expect(tamil.evaluate((link) => link.getBoundingClientRect().top)).resolves.toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Tab');
    await pageSettled(page);
    await expect(tamil.evaluate((link) => link.getBoundingClientRect().bottom)).resolves.toBeLessThanOrEqual(0);
    await close();
  });

  test('the phone link calls the provider and Book Consultation goes to /appointment', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl);
    await expect(page.locator('.site-header a[href^="tel:"]').first().getAttribute('href')).resolves.toBe(
      'tel:+94332297575',
    );
    const book = page.locator('.site-header').getByRole('link', { name: 'Book Consultation' }).first();
    await expect(book.getAttribute('href')).resolves.toBe('/appointment');
    await close();
  });

  test('the mobile menu lists every link and closes on Escape', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(baseUrl);
    const button = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(false);
    await button.click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const names = await menu.getByRole('link').allTextContents();
    for (const name of [
      'Home',
      'Services',
      'Centers',
      'Volunteer',
      'About',
      'Donation',
      'Contact',
      'Book Consultation',
    ]) {
      expect(names.some((text) => text.includes(name))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await close();
  });

  test('on a short phone the open menu has no floating button over it, and Tab past its last link closes it', async () => {
    const { page, close } = await openPage(browser, { viewport: { width: 320, height: 568 } });
    await page.goto(`${baseUrl}/about`);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await pageSettled(page);
    const quickAccess = page.getByRole('button', { name: 'Quick access' });
    await expect.poll(() => quickAccess.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => quickAccess.isVisible()).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Scroll to top' }).isVisible()).toBe(false);
    await menu.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await pageSettled(page);
    // The control Tab reached is on screen and not under anything.
    const reached = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement;
      const box = focused.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + 2, box.top + box.height / 2);
      return { inMenu: Boolean(focused.closest('#mobile-menu')), onTop: Boolean(top && focused.contains(top)) };
    });
    expect(reached).toEqual({ inMenu: false, onTop: true });
    await close();
  });
});

test('the quick-access menu appears after 300 px, opens with its four links, and stays open back at the top', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
  await page.goto(baseUrl);
  const button = page.getByRole('button', { name: 'Quick access' });
  // On the first screen it would cover the hero's own buttons.
  await page.evaluate(() => window.scrollTo(0, 300));
  await pageSettled(page);
  await expect.poll(() => button.isVisible()).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 301));
  await button.click();
  const menu = page.locator('#quick-access-menu');
  await expect.poll(() => menu.isVisible()).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await pageSettled(page);
  await expect.poll(() => menu.isVisible()).toBe(true);
  await expect(menu.getByRole('link').allTextContents()).resolves.toEqual([
    'Book Appointment',
    'Find Centers',
    'Volunteer',
    'Contact',
  ]);
  await page.getByRole('button', { name: 'Close quick access' }).click();
  await expect.poll(() => menu.isVisible()).toBe(false);
  await close();
});

test('from the keyboard, Tab goes from the quick-access button into its links and Escape hands focus back', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(`${baseUrl}/about`);
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await pageSettled(page);
  const button = page.getByRole('button', { name: 'Quick access' });
  await button.focus();
  await page.keyboard.press('Enter');
  const focused = async () => {
    await page.keyboard.press('Tab');
    return page.evaluate(() => document.activeElement?.textContent?.trim());
  };
  await expect(focused()).resolves.toBe('Book Appointment');
  await expect(focused()).resolves.toBe('Find Centers');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('#quick-access-menu').isVisible()).toBe(false);
  await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  await pageSettled(page);
  await expect(page.evaluate(() => Math.round(window.scrollY))).resolves.toBe(900);
  await close();
});

test('the scroll-to-top button appears only after 300 px and takes the page back to the top', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
  await page.goto(baseUrl);
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(() => window.scrollTo(0, 300));
  await pageSettled(page);
  await expect.poll(() => button.isVisible()).toBe(false);
  await page.evaluate(() => window.scrollTo(0, 301));
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-scroll-top]')?.hidden);
  await button.click();
  await page.waitForFunction(() => window.scrollY === 0);
  await close();
});

test('the development notice names the old site and stays dismissed for the session', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(baseUrl);
  const notice = page.getByRole('complementary', { name: 'Development notice' });
  await expect(notice.textContent()).resolves.toContain('under development');
  await expect(notice.getByRole('link').getAttribute('href')).resolves.toBe('https://old.helawedakama.lk');
  await page.getByRole('button', { name: 'Dismiss the development notice' }).click();
  await expect.poll(() => notice.isVisible()).toBe(false);
  await page.goto(`${baseUrl}/no-such-page`);
  await expect.poll(() => page.getByRole('complementary', { name: 'Development notice' }).isVisible()).toBe(false);
  await close();
  // A new visit (new browser session) shows it again.
  const second = await openPage(browser);
  await second.page.goto(baseUrl);
  await expect
    .poll(() => second.page.getByRole('complementary', { name: 'Development notice' }).isVisible())
    .toBe(true);
  await second.close();
});

test('the footer links every public route, the six services, contact details, both hours and four networks', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(baseUrl);
  const footer = page.locator('footer.site-footer');
  const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  for (const route of [
    '/',
    '/services',
    '/centers',
    '/about',
    '/contact',
    '/donation',
    '/appointment',
    '/volunteer',
    '/volunteer/apply',
    '/share-review',
    '/testimonials',
    '/blog',
    '/faq',
    '/privacy',
    '/terms',
    '/cookies',
  ]) {
    expect(hrefs).toContain(route);
  }
  const text = (await footer.textContent()) ?? '';
  for (const service of [
    'Panchakarma Therapy',
    'Herbal Medicine',
    'Ayurvedic Massage',
    'Pulse Diagnosis',
    'Detox Programs',
    'Wellness Consultation',
  ]) {
    expect(text).toContain(service);
  }
  expect(text).toContain('8:00 AM - 6:00 PM');
  expect(text).toContain('9:00 AM - 2:00 PM');
  expect(text).toContain('info@helawedakama.lk');
  await expect(footer.locator('.social a').count()).resolves.toBe(4);
  await close();
});

test('no request leaves the site before the visitor interacts', async () => {
  const { page, close } = await openPage(browser, { viewport: PHONE });
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== new URL(baseUrl).origin) foreign.push(url.href);
  });
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  expect(foreign).toEqual([]);
  await close();
});
