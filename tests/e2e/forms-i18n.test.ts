// The forms of /si/ and /ta/ on a phone (docs/i18n.md): each page says its language, a required field left empty is
// refused in that language, a filled form goes through and thanks the visitor in it, and axe finds nothing at 375 px.
// The API answers a refusal in the language the request names, and the plain event registration comes back to
// the page of its language.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { pageWeight } from '../../scripts/lib/js-weight.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { fill } from '../../src/i18n/translate.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { CONSENT_CHECKBOX, checkboxBesideWords } from '../support/layout.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const LOCALES = ['si', 'ta'] as const satisfies readonly Locale[];
const unique = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
const textOf = (page: Page, selector: string) => page.locator(selector).first().textContent();

/** Opens a page of the language and waits for its island to take over. */
async function open(page: Page, locale: Locale, path: string) {
  await page.goto(`${baseUrl}/${locale}${path}`);
  await page.locator('main astro-island').first().scrollIntoViewIfNeeded();
  await page.locator('main astro-island:not([ssr])').first().waitFor({ state: 'attached' });
}

/** Every form's consent box is drawn alike: one size, its words beside it. */
async function expectCheckbox(page: Page, selector: string) {
  await expect(checkboxBesideWords(page, selector)).resolves.toEqual(CONSENT_CHECKBOX);
}

interface FormCase {
  path: string;
  /** Leaves a required field empty and returns the selector of its message and the message expected. */
  refuse: (page: Page, locale: Locale) => Promise<[string, string]>;
  /** Fills and sends the form; resolves once the language's thank-you heading is shown. */
  succeed: (page: Page, locale: Locale) => Promise<string>;
}

const CASES: Record<string, FormCase> = {
  contact: {
    path: '/contact',
    async refuse(page, locale) {
      await page.getByRole('button', { name: catalogues[locale].contact.send }).click();
      return ['#contact-name-error', catalogues[locale].fields.nameRequired];
    },
    async succeed(page, locale) {
      const t = catalogues[locale].contact;
      await page.fill('#contact-name', 'Tharindu Silva');
      await page.fill('#contact-phone', '071 555 0101');
      await page.fill('#contact-email', unique('contact'));
      await page.selectOption('#contact-subject', 'general');
      await page.fill('#contact-message', `Is the steam bath open on Poya days? ${Date.now()}`);
      await page.getByRole('button', { name: t.send }).click();
      return t.sentHeading;
    },
  },
  donation: {
    path: '/donation',
    async refuse(page, locale) {
      await page.getByRole('button', { name: catalogues[locale].donation.donate }).click();
      return ['#donation-amount-error', catalogues[locale].donation.validation.amountRequired];
    },
    async succeed(page, locale) {
      const t = catalogues[locale].donation;
      await page.fill('#donation-custom-amount', '2500');
      await page.check('#donation-donationType');
      await page.check('#donation-paymentMethod');
      await page.fill('#donation-donorName', 'Dilani Fernando');
      await page.fill('#donation-email', unique('donor'));
      await expectCheckbox(page, '#donation-isAnonymous');
      await page.getByRole('button', { name: t.donate }).click();
      return t.thanksHeading;
    },
  },
  'share-review': {
    path: '/share-review',
    async refuse(page, locale) {
      await page.getByRole('button', { name: catalogues[locale].review.continue }).click();
      return ['#review-name-error', catalogues[locale].fields.nameRequired];
    },
    async succeed(page, locale) {
      const t = catalogues[locale].review;
      for (const [id, value] of [
        ['name', 'Kamala Jayawardena'],
        ['age', '58'],
        ['profession', 'Tailor'],
        ['location', 'Kegalle'],
        ['email', unique('review')],
        ['phone', '077 222 3344'],
      ]) {
        await page.fill(`#review-${id}`, value as string);
      }
      await page.getByRole('button', { name: t.continue }).click();
      await page.fill('#review-condition', 'Frozen shoulder');
      await page.selectOption('#review-treatment', 'Herbal Medicine');
      await page.selectOption('#review-duration', '1-2 months');
      await page.check('#review-rating-4');
      await page.getByRole('button', { name: t.continue }).click();
      await page.fill(
        '#review-reviewText',
        'After two months of oil massage and herbal packs I can lift my arm again.',
      );
      await expectCheckbox(page, '#review-consent');
      await page.check('#review-consent');
      await page.getByRole('button', { name: t.submit }).click();
      return t.thanksHeading;
    },
  },
  'volunteer/apply': {
    path: '/volunteer/apply',
    async refuse(page, locale) {
      const t = catalogues[locale].volunteer;
      for (let step = 1; step < 4; step++) await page.getByRole('button', { name: t.nextStep }).click();
      await page.getByRole('button', { name: t.submit }).click();
      return ['#apply-first_name-error', t.validation.firstName];
    },
    /** After `refuse`, which leaves the form on step 1 at its first refused field. */
    async succeed(page, locale) {
      const t = catalogues[locale].volunteer;
      const step1: [string, string][] = [
        ['first_name', 'Ayesha'],
        ['last_name', 'Fernando'],
        ['email', unique('apply')],
        ['phone', '+94 77 234 5678'],
        ['date_of_birth', '1997-08-21'],
        ['nationality', 'Sri Lankan'],
        ['country', 'Sri Lanka'],
        ['city', 'Kandy'],
      ];
      for (const [name, value] of step1) await page.fill(`#apply-${name}`, value);
      await page.getByRole('button', { name: t.nextStep }).click();
      await page.check('#apply-program_id');
      await page.fill('#apply-preferred_start_date', addDays(colomboToday(), 45));
      await page.selectOption('#apply-duration', '2-months');
      await page.fill('#apply-flexibility', 'Weekdays');
      await page.getByRole('button', { name: t.nextStep }).click();
      await page.fill('#apply-relevant_experience', 'Nursing student');
      await page.fill('#apply-motivation', 'To learn traditional care');
      await page.fill('#apply-expectations', 'Herbal preparation');
      await page.getByRole('button', { name: t.nextStep }).click();
      await page.fill('#apply-emergency_contact_name', 'Ruwan Fernando');
      await page.fill('#apply-emergency_contact_phone', '+94 71 222 3344');
      await page.fill('#apply-emergency_contact_relation', 'Brother');
      await expectCheckbox(page, '#apply-agreement_accepted');
      await page.check('#apply-agreement_accepted');
      await page.getByRole('button', { name: t.submit }).click();
      return t.successHeading;
    },
  },
};

const TABLE = LOCALES.flatMap((locale) => Object.keys(CASES).map((form) => [locale, form] as const));

describe.each(TABLE)('/%s/%s', (locale, form) => {
  const { path, refuse, succeed } = CASES[form] as FormCase;

  test('is in its language, refuses an empty required field in it, and has no WCAG 2.2 AA violation', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await open(page, locale, path);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
    const [selector, message] = await refuse(page, locale);
    await page.locator(selector).waitFor();
    await expect(textOf(page, selector)).resolves.toBe(message);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  test('a filled form is sent and thanked in its language', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await open(page, locale, path);
    if (form === 'volunteer/apply') await refuse(page, locale);
    const heading = await succeed(page, locale);
    await page.getByRole('heading', { name: heading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

test.each(LOCALES)('the API refuses an empty contact message in the language asked for (%s)', async (locale) => {
  const response = await fetch(`${baseUrl}/api/contact?lang=${locale}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ subject: 'general' }),
  });
  expect(response.status).toBe(400);
  const { fields } = await response.json();
  const t = catalogues[locale];
  expect(fields).toMatchObject({
    name: t.fields.nameRequired,
    phone: t.fields.phoneRequired,
    email: t.fields.emailRequired,
    message: t.fields.messageRequired,
  });
});

test.each(LOCALES)('a plain event registration comes back to the /%s/ page with its notice', async (locale) => {
  const { page, close } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${baseUrl}/${locale}/volunteer`);
  const card = page.locator('[data-event="herbal-medicine-workshop"]');
  await card.locator('summary').click();
  await card.locator('input[name="name"]').fill('Nimal Silva');
  await card.locator('input[name="email"]').fill(unique('plain'));
  await card.locator('input[name="phone"]').fill('call me');
  await card.locator('button[type="submit"]').click();
  await page.waitForURL(new RegExp(`/${locale}/volunteer/#registration-phoneInvalid$`));
  const notice = page.locator('#registration-phoneInvalid');
  await expect(notice.textContent()).resolves.toBe(
    `${catalogues[locale].volunteer.notSent} ${fill(catalogues[locale].fields.phoneInvalid)}`,
  );
  await expect.poll(() => notice.isVisible()).toBe(true);
  await close();
});

// The form islands hydrate once the page has loaded or is seen (docs/performance.md); until then
// their submit button waits, or a tap would send what was typed as a GET, into the address bar and server logs.
test.each([
  ['/contact', 'Send Message', 'editable'],
  ['/donation', 'Donate Now', 'editable'],
  // The review's fields wait too, until its draft has been restored.
  ['/share-review', 'Continue', 'waiting'],
])('%s: before its script has run, %s waits and nothing typed reaches the address', async (path, button, fields) => {
  const { page, close } = await openPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(`${baseUrl}${path}`);
  const submit = page.getByRole('main').getByRole('button', { name: button, exact: true });
  await expect(submit.isDisabled()).resolves.toBe(true);
  const email = page.getByRole('main').locator('input[type="email"]').first();
  await expect(email.isEditable()).resolves.toBe(fields === 'editable');
  if (fields === 'waiting') return close();
  await email.fill('tharindu@example.lk');
  const sentAsGet = page.waitForURL(/\?/, { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  await email.press('Enter');
  await expect(sentAsGet).resolves.toBe(false);
  await close();
});

const dist = path.resolve(import.meta.dirname, '../../dist');
test.each(
  LOCALES.flatMap((locale) =>
    ['/contact', '/donation', '/share-review', '/volunteer', '/volunteer/apply'].map((page) => [locale, page] as const),
  ),
)('/%s%s loads exactly the JavaScript of the English page: its texts travel in the HTML', (locale, page) => {
  const english = pageWeight(dist, page);
  const translated = pageWeight(dist, `/${locale}${page}`);
  expect([translated.onLoad, translated.onHydrate]).toEqual([english.onLoad, english.onHydrate]);
});
