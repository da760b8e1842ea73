// The four-step volunteer application on a phone, through the real site and API.
import type { Kysely } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { DESKTOP, FOCUS_MOVES, launchBrowser, openPage, PHONE } from '../support/browser.ts';

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

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Opens the form and waits until its island has hydrated (Astro drops the `ssr` attribute then). */
async function openForm(page: Page, query = '') {
  await page.goto(`${baseUrl}/volunteer/apply${query}`);
  await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
}

async function fillStep1(page: Page, email: string, { city = 'Kandy' } = {}) {
  await page.locator('main').getByLabel('First Name').fill('Ayesha');
  await page.locator('main').getByLabel('Last Name').fill('Fernando');
  await page.locator('main').getByLabel('Email Address').fill(email);
  await page.locator('main').getByLabel('Phone Number').fill('+94 77 234 5678');
  await page.locator('main').getByLabel('Date of Birth').fill('1997-08-21');
  await page.locator('main').getByLabel('Nationality').fill('Sri Lankan');
  await page.locator('main').getByLabel('Country of Residence').fill('Sri Lanka');
  if (city) await page.locator('main').getByLabel('City').fill(city);
}

async function fillSteps2To4(page: Page, { chooseProgram = true } = {}) {
  if (chooseProgram) await page.getByRole('radio', { name: /Community Health Outreach/ }).check();
  await page.locator('main').getByLabel('Preferred Start Date').fill(addDays(colomboToday(), 45));
  await page.locator('main').getByLabel('Duration').selectOption('2-months');
  await page.locator('main').getByLabel('Availability & Flexibility').fill('Weekdays, mornings preferred');
  await next(page, 3);
  await page
    .locator('main')
    .getByLabel('Relevant Experience')
    .fill('Nursing student, two years of weekend clinic work.');
  await page
    .getByLabel('Why do you want to volunteer with us?')
    .fill('To learn how traditional care reaches villages.');
  await page
    .locator('main')
    .getByLabel('What do you hope to learn or contribute?')
    .fill('Patient registration and health talks.');
  await next(page, 4);
  await page.locator('main').getByLabel('Medical Conditions (optional)').fill('Hay fever');
  await page.locator('main').getByLabel('Contact Name').fill('Ruwan Fernando');
  await page.locator('main').getByLabel('Contact Phone').fill('+94 71 222 3344');
  await page.locator('main').getByLabel('Relationship').fill('Brother');
  // The agreement sits low on a phone, where the scroll-to-top button shows up once the scroll listener has run:
  // bring it to the middle of the screen first, as a person scrolls to what they read before ticking it.
  const agreement = page.getByRole('checkbox');
  await agreement.evaluate((box) => box.scrollIntoView({ block: 'center' }));
  await agreement.check();
}

async function next(page: Page, expectedStep: number) {
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByText(`Step ${expectedStep} of 4`).waitFor();
}

describe('volunteer application', () => {
  test('a full application on a phone is stored and shows the success screen', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    const email = uniqueEmail('ayesha');
    await openForm(page);
    await expect.poll(() => page.getByText('Step 1 of 4').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('25% complete').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Need Help?' }).isVisible()).toBe(true);
    await fillStep1(page, email);
    await next(page, 2);
    await expect.poll(() => page.getByText('50% complete').isVisible()).toBe(true);
    await fillSteps2To4(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully' }).waitFor();
    await expect(
      page
        .locator('.apply-success')
        .getByText(/5-7 business days/)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).resolves.toBe('/contact');
    await expect(page.getByRole('link', { name: 'Back to Volunteer Programs' }).getAttribute('href')).resolves.toBe(
      '/volunteer',
    );

    const row = await db
      .selectFrom('volunteer_applications')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Ayesha',
      last_name: 'Fernando',
      city: 'Kandy',
      program_id: 'community',
      duration: '2-months',
      duration_weeks: 8,
      medical_conditions: 'Hay fever',
      dietary_requirements: null,
      emergency_contact_relation: 'Brother',
      event_type: null,
      status: 'pending',
    });
    expect(errors).toEqual([]);
    await close();
  });

  test('a field missing on step 1 is reported after submit on step 4, focused, and nothing typed is lost', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    const email = uniqueEmail('nocity');
    await openForm(page, '?program=internship');
    await fillStep1(page, email, { city: '' });
    await next(page, 2);
    await fillSteps2To4(page, { chooseProgram: false });
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.getByText('Step 1 of 4').waitFor();
    await expect.poll(() => page.getByText('City is required').isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), FOCUS_MOVES)
      .toBe('city');
    await expect(page.locator('main').getByLabel('City').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.locator('main').getByLabel('First Name').inputValue()).resolves.toBe('Ayesha');
    const stored = await db.selectFrom('volunteer_applications').select('id').where('email', '=', email).execute();
    expect(stored).toEqual([]);

    await page.locator('main').getByLabel('City').fill('Galle');
    for (const step of [2, 3, 4]) await next(page, step);
    await expect(page.locator('main').getByLabel('Relationship').inputValue()).resolves.toBe('Brother');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully' }).waitFor();
    const row = await db
      .selectFrom('volunteer_applications')
      .select(['city', 'program_id'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ city: 'Galle', program_id: 'internship' });
    await close();
  });

  test('a submit the server fails shows Submitting..., keeps every answer, and a retry goes through', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    const email = uniqueEmail('retry');
    await openForm(page, '?program=research');
    await fillStep1(page, email);
    await next(page, 2);
    await fillSteps2To4(page, { chooseProgram: false });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/volunteer?action=submit-application*', async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong. Please try again.' }),
      });
    });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('button', { name: 'Submitting...' }).waitFor();
    await expect(page.getByRole('button', { name: 'Submitting...' }).isDisabled()).resolves.toBe(true);
    release();
    await page.getByRole('button', { name: 'Submit Application' }).waitFor();
    await expect.poll(() => page.getByText('Step 4 of 4').isVisible()).toBe(true);
    await expect(page.locator('main').getByLabel('Relationship').inputValue()).resolves.toBe('Brother');
    await expect(page.locator('main').getByLabel('Medical Conditions (optional)').inputValue()).resolves.toBe(
      'Hay fever',
    );
    await expect(page.getByRole('checkbox').isChecked()).resolves.toBe(true);

    await page.unroute('**/api/volunteer?action=submit-application*');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully' }).waitFor();
    const rows = await db
      .selectFrom('volunteer_applications')
      .select('program_id')
      .where('email', '=', email)
      .execute();
    expect(rows).toEqual([{ program_id: 'research' }]);
    await close();
  });

  test('?program= preselects the program and ?event= is carried into the application', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    const email = uniqueEmail('event');
    await openForm(page, '?program=cultural&event=workshop');
    await fillStep1(page, email);
    await next(page, 2);
    await expect(page.getByRole('radio', { name: /Cultural Heritage Exchange/ }).isChecked()).resolves.toBe(true);
    await expect.poll(() => page.getByText('You are joining through the event').isVisible()).toBe(true);
    await fillSteps2To4(page, { chooseProgram: false });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('heading', { name: 'Application Submitted Successfully' }).waitFor();
    const row = await db
      .selectFrom('volunteer_applications')
      .select(['program_id', 'event_type'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ program_id: 'cultural', event_type: 'workshop' });
    await close();
  });

  test('each program on step 2 shows its icon as a drawing, not an emoji', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await openForm(page);
    await fillStep1(page, uniqueEmail('icons'));
    await next(page, 2);
    const choices = page.locator('.apply-program');
    await expect(choices.count()).resolves.toBe(4);
    await expect(choices.locator('svg.icon path').count()).resolves.toBeGreaterThanOrEqual(4);
    // Each one drawn at a size, inside its tile.
    const widths = await choices.evaluateAll((labels) =>
      labels.map((label) => label.querySelector('svg.icon')?.getBoundingClientRect().width ?? 0),
    );
    expect(widths.every((width) => width > 0)).toBe(true);
    await expect(page.locator('main').textContent()).resolves.not.toMatch(/\p{Extended_Pictographic}/u);
    await close();
  });

  test('an unknown ?program= selects nothing, and Submit then asks for a program on step 2', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE });
    await openForm(page, '?program=skydiving');
    await fillStep1(page, uniqueEmail('noprogram'));
    await next(page, 2);
    await expect(page.getByRole('radio', { checked: true }).count()).resolves.toBe(0);
    await fillSteps2To4(page, { chooseProgram: false });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    // The message and the focus follow the step change by a render: wait for them rather than look once.
    await page.getByText('Please select a program').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('program_id');
    await close();
  });
});

describe.each([
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
])('the application draft and a double click ($name)', ({ viewport }) => {
  test('a reload, Back and Forward at step 3 lose nothing typed, and the form opens on that step', async () => {
    const { page, close } = await openPage(browser, { viewport });
    const email = uniqueEmail('draft');
    await openForm(page);
    await fillStep1(page, email);
    await next(page, 2);
    await page.getByRole('radio', { name: /Community Health Outreach/ }).check();
    await page.locator('main').getByLabel('Duration').selectOption('2-months');
    await next(page, 3);
    await page
      .getByLabel('Why do you want to volunteer with us?')
      .fill('To learn how traditional care reaches villages.');
    await page.reload();
    await page.getByText('Step 3 of 4').waitFor();
    await expect
      .poll(() => page.getByLabel('Why do you want to volunteer with us?').inputValue())
      .toBe('To learn how traditional care reaches villages.');
    await page.goto(`${baseUrl}/volunteer`);
    await page.goBack();
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Step 2 of 4').waitFor();
    await expect(page.getByRole('radio', { name: /Community Health Outreach/ }).isChecked()).resolves.toBe(true);
    await expect(page.locator('main').getByLabel('Duration').inputValue()).resolves.toBe('2-months');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => page.locator('main').getByLabel('Email Address').inputValue()).toBe(email);
    await close();
  });

  test("the second click of a double click on Submit Application does not follow the success screen's link", async () => {
    const { page, errors, close } = await openPage(browser, { viewport });
    await openForm(page);
    await fillStep1(page, uniqueEmail('double'));
    await next(page, 2);
    await fillSteps2To4(page);
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    if (!box) throw new Error('Submit Application is not on the screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByRole('heading', { name: 'Application Submitted Successfully' }).waitFor();
    // The double click's second press lands on the success screen's first link.
    const first = page.getByRole('link', { name: 'Back to Volunteer Programs' });
    const link = await first.boundingBox();
    if (!link) throw new Error('The success screen has no first link');
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await page.mouse.move(link.x + link.width / 2, link.y + link.height / 2);
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    // A single click afterwards does follow it: the only navigation is that one.
    await first.click();
    await page.waitForURL(`${baseUrl}/volunteer`);
    expect(navigations).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
