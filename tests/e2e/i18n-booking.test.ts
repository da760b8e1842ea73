// The booking in Sinhala and Tamil (docs/i18n.md), in a real Chromium on a 375 px phone: a whole booking in Sinhala
// that ends on a Sinhala confirmation and queues the patient's SMS and e-mail in Sinhala, the manage page in the
// language of its address, axe on every step in both languages, and the API refusing in Tamil.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Locale } from '../../src/i18n/locales.ts';
import { catalogues } from '../../src/i18n/messages/index.ts';
import { fill } from '../../src/i18n/translate.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { asSent } from '../../src/server/outbox/dispatch.ts';
import { formatDay, formatTime12h } from '../../src/shared/utils/format.ts';
import { FOCUS_MOVES, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { chooseFreeDay } from '../support/date-strip.ts';
import { englishOnPage } from '../support/english-scan.ts';
import { CONSENT_CHECKBOX, checkboxBesideWords, checkLayout } from '../support/layout.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
const db = createPooledDatabase(inject('databaseUrl'), 2);
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await db.destroy();
});

const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;

/** The English words a reader of the main part of the page meets (names, references and fallbacks excepted). */
async function englishInMain(page: Page): Promise<string[]> {
  const main = await page.locator('main').evaluate((element) => element.outerHTML);
  return englishOnPage(`<html lang="${await page.locator('html').getAttribute('lang')}"><body>${main}</body></html>`);
}

let patient = 0;

/**
 * Step 1 to step 5 in the page's language: a free time on the first day from tomorrow that has one; `check` runs on
 * each step once it has loaded. Answers the e-mail address typed.
 */
async function reachServiceStep(page: Page, locale: Locale, check: () => Promise<void> = async () => {}) {
  const t = catalogues[locale].booking;
  const main = page.getByRole('main');
  const email = `e2e.${locale}.${Date.now()}.${patient++}@example.lk`;
  await main.getByLabel(t.firstName).fill('Nimali');
  await main.getByLabel(t.lastName).fill(`Perera ${patient}`);
  await main.getByLabel(t.email).fill(email);
  await main.getByLabel(t.phone).fill('077 555 0199');
  // A Sri Lankan mobile number: WhatsApp is offered, ticked, in the page's language.
  await expect(main.getByLabel(t.whatsapp).isChecked()).resolves.toBe(true);
  await page.getByRole('button', { name: t.next }).click();
  const kandy = page.getByRole('button', { name: /Kandy|මහනුවර|கண்டி/ });
  await kandy.waitFor();
  await check();
  await kandy.click();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('button', { name: /^Dr\./ }).first().click();
  await check();
  await page.getByRole('button', { name: t.next }).click();
  const times = page.getByRole('group', { name: t.time }).getByRole('button', { disabled: false });
  await chooseFreeDay(page);
  await check();
  await times.last().click();
  await page.getByRole('button', { name: t.next }).click();
  await page.getByRole('heading', { name: t.stepTitles.service }).waitFor();
  return email;
}

let booked: { reference: string; email: string; phone: string } | undefined;

describe('a whole booking in Sinhala', () => {
  test('ends on a Sinhala confirmation with Sinhala dates, and the manage page cancels it in Sinhala', async () => {
    const t = catalogues.si.booking;
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/si/appointment`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('si');
    await page.getByRole('heading', { name: t.stepTitles.personal }).waitFor();
    const email = await reachServiceStep(page, 'si');
    const main = page.getByRole('main');
    // The SMS and e-mails follow the page's language unless the patient chooses another.
    await expect(main.getByLabel(t.preferredLanguage).inputValue()).resolves.toBe('sinhala');
    await main.getByLabel(t.service, { exact: true }).selectOption({ index: 1 });
    await page.getByRole('button', { name: t.book }).click();

    await page.getByRole('heading', { name: t.confirmedTitle }).waitFor();
    const reference = (await main.locator('dd[translate="no"]').first().textContent()) ?? '';
    const stored = await db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(['a.preferred_language', 'a.patient_phone', 'a.whatsapp_opt_in', 's.slot_date', 's.slot_time'])
      .where('a.reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(stored.preferred_language).toBe('sinhala');
    expect(stored.whatsapp_opt_in).toBe(true);
    const day = String(stored.slot_date).slice(0, 10);
    const when = await main.textContent();
    expect(when).toContain(formatDay(day, 'long', 'si'));
    expect(when).toContain(fill(t.sriLankaTime, { time: formatTime12h(String(stored.slot_time), 'si') }));
    for (const text of [t.nextCall, t.nextArrive, t.addToCalendar, t.viewOrCancel]) expect(when).toContain(text);
    await expect(englishInMain(page)).resolves.toEqual([]);
    booked = { reference, email, phone: stored.patient_phone };

    // The manage page in the language of its address, whatever language the link was written for.
    const manageUrl = new URL(
      (await page.getByRole('link', { name: t.viewOrCancel }).getAttribute('href')) ?? '',
      baseUrl,
    );
    await page.goto(`${baseUrl}/si/appointment/manage${manageUrl.hash}`);
    await page.getByText(t.manage.statuses.pending).waitFor();
    await expect(englishInMain(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: t.manage.cancel }).click();
    await page.getByRole('button', { name: t.manage.confirmCancel }).click();
    await page.getByText(t.manage.cancelled).waitFor();
    await expect.poll(() => page.getByText(t.manage.statuses.cancelled, { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  test('the confirmation WhatsApp and e-mail queued for the patient are in Sinhala, with the Sinhala manage link', async () => {
    if (!booked) throw new Error('the booking above did not complete');
    const { reference, email, phone } = booked;
    // As they are sent: the e-mail is written by the dispatcher from the values queued with it.
    const messages = (
      await db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', 'in', [email, phone])
        .orderBy('next_attempt_at')
        .execute()
    )
      .map(asSent)
      .filter((message) => message.body.includes(reference));
    // The patient kept WhatsApp ticked: the Sinhala template instead of the SMS.
    expect(messages.some((message) => message.channel === 'sms')).toBe(false);
    const whatsapp = messages.find((message) => message.channel === 'whatsapp');
    const mail = messages.find((message) => message.channel === 'email');
    expect(whatsapp?.body).toMatch(SINHALA);
    expect(whatsapp?.template).toMatchObject({ whatsapp: 'hw_booking_confirmation_si' });
    expect(mail?.subject).toMatch(SINHALA);
    expect(mail?.body).toMatch(SINHALA);
    expect(mail?.body).toContain('/si/appointment/manage#token=');
  });
});

describe.each(['si', 'ta'] as const)('the wizard in %s at 375 px', (locale) => {
  // Each step checked with axe and for English left: on a busy two-core CI machine close to a minute.
  test('every step, a refused field and the confirmation pass axe, with no English left', {
    timeout: 180_000,
  }, async () => {
    const t = catalogues[locale].booking;
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(`${baseUrl}/${locale}/appointment`);
    const main = page.getByRole('main');
    await expect(axeViolations(page)).resolves.toEqual([]);
    // The form's own check speaks the page's language, on the field, with focus on it.
    await main.getByLabel(t.firstName).fill('Ayesha');
    await main.getByLabel(t.lastName).fill('Fernando');
    await main.getByLabel(t.email).fill('not-an-email');
    await main.getByLabel(t.phone).fill('0771234567');
    await page.getByRole('button', { name: t.next }).click();
    await main.getByText(t.validation.emailInvalid).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), FOCUS_MOVES).toBe('booking-email');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await reachServiceStep(page, locale, async () => {
      await expect(axeViolations(page)).resolves.toEqual([]);
      await expect(englishInMain(page)).resolves.toEqual([]);
    });
    await main.getByLabel(t.service, { exact: true }).selectOption({ index: 1 });
    await expect(checkboxBesideWords(page, '#booking-healthConsent')).resolves.toEqual(CONSENT_CHECKBOX);
    await main.getByLabel(t.healthConsent).check();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await expect(englishInMain(page)).resolves.toEqual([]);
    await page.getByRole('button', { name: t.book }).click();
    await page.getByRole('heading', { name: t.confirmedTitle }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    expect(await main.textContent()).toMatch(locale === 'si' ? SINHALA : TAMIL);
    expect(errors).toEqual([]);
    await close();
  });
});

test.each(['si', 'ta'] as const)(
  'in %s at 320 px every step fits the screen and no floating button covers a control',
  async (locale) => {
    const { page, close } = await openPage(browser, { viewport: { width: 320, height: 740 } });
    const fits = async () => {
      const { overflow, covered } = await checkLayout(page);
      expect({ overflow, covered }).toEqual({ overflow: [], covered: [] });
    };
    await page.goto(`${baseUrl}/${locale}/appointment`);
    await reachServiceStep(page, locale, fits);
    await fits();
    await close();
  },
);

test('the API refuses a booking in Tamil when asked in Tamil, and in the same English as before otherwise', async () => {
  const refuse = async (headers: Record<string, string>) => {
    const response = await fetch(`${baseUrl}/api/appointment-slots`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ slot_id: 'morning', first_name: 'Nimali', last_name: 'Perera', patient_email: 'nimali' }),
    });
    expect(response.status).toBe(400);
    return ((await response.json()) as { fields: Record<string, string> }).fields;
  };
  const tamil = catalogues.ta.booking.validation;
  await expect(refuse({ 'Accept-Language': 'ta-LK,en;q=0.5' })).resolves.toMatchObject({
    patient_email: tamil.emailInvalid,
    slot_id: tamil.slot,
    patient_phone: tamil.phoneRequired,
  });
  await expect(refuse({})).resolves.toMatchObject({
    patient_email: 'Invalid email address',
    slot_id: 'Please select a valid time slot',
    patient_phone: 'Phone number is required',
  });
});
