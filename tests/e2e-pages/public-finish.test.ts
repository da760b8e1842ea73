// The public pages' last rough edges (issue 56), at a phone's and a laptop's width: the services rows keep their
// text in the wide column; the floating buttons never sit over a link, button or field, the contact page's
// directions or the footer; four cards never stand three and one; the slideshow's next picture is there before it shows; the review figures say where they come from and reviews name services; Sinhala and Tamil words on
// pages of another language draw in the site's names fonts; the 404 page's Go Back, the language switch and the
// More menu do what a visitor expects.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { DESKTOP, launchBrowser, openPage, PHONE, pageSettled } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const LAPTOP = { width: 1024, height: 768 } as const;

test.each([
  ['1024', LAPTOP],
  ['1280', DESKTOP],
])(
  '/services at %s px: every row gives its text the wide column, its buttons side by side',
  async (_width, viewport) => {
    const { page, errors, close } = await openPage(browser, { viewport });
    await page.goto(`${baseUrl}/services`);
    await page.locator('.service').first().waitFor();
    const rows = await page.locator('.service').evaluateAll((items) =>
      items.map((item) => {
        const width = (selector: string) => item.querySelector(selector)?.getBoundingClientRect().width ?? 0;
        const buttons = [...item.querySelectorAll('.actions .btn')].map((button) => button.getBoundingClientRect().top);
        return {
          textWider: width('.service-body') > width('.service-visual'),
          sideBySide: buttons.length === 2 && buttons[0] === buttons[1],
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((row) => !row.textWider || !row.sideBySide)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  },
);

/**
 * What a floating button must never cover: a form's controls and labels, a kept-clear block's text, the footer, and
 * any link or button of the page (a call to action, a card's button, a carousel's arrows) wherever it is scrolled.
 */
const UNCOVERED =
  'form :is(input, select, textarea, button, label), [data-keep-clear] :is(h3, li, p, a, button), .site-footer :is(a, p, h2, button, input), main :is(a[href], button, summary)';

/** Scrolls `page` from 300 px down to its end; at each stop, the floating buttons that show and what they cover. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const frames = (count: number) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      });
    const overlaps = () => {
      const floating = [...document.querySelectorAll<HTMLElement>('[data-scroll-top], [data-quick-access]')]
        .filter((element) => !element.hidden && getComputedStyle(element).visibility !== 'hidden')
        .map((element) => ({ element, box: element.getBoundingClientRect() }));
      const found: string[] = [];
      for (const target of document.querySelectorAll<HTMLElement>(selector)) {
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        for (const { element, box: over } of floating) {
          const meet = box.left < over.right && over.left < box.right && box.top < over.bottom && over.top < box.bottom;
          if (meet) found.push(`${element.className} over "${target.textContent?.trim().slice(0, 30)}"`);
        }
      }
      return found;
    };
    const problems: string[] = [];
    const end = document.documentElement.scrollHeight - innerHeight;
    // Steps shorter than a button under a floating one (44 + 48 px), so none passes between two stops.
    for (let y = 301; y <= end + 100; y += 40) {
      window.scrollTo({ top: Math.min(y, end), behavior: 'instant' });
      // A frame, so the scroll event shows the buttons (without it the loop never yields and they stay hidden).
      await frames(1);
      // The observer answers within a few frames of the scroll: give it up to twenty before calling it covered.
      let found = overlaps();
      for (let tries = 0; found.length > 0 && tries < 20; tries++) {
        await frames(1);
        found = overlaps();
      }
      problems.push(...found.map((text) => `at ${Math.round(scrollY)}: ${text}`));
    }
    return problems;
  }, UNCOVERED);
}

test.each([
  ['/contact', '375', PHONE],
  ['/contact', '1280', DESKTOP],
  ['/donation', '375', PHONE],
  ['/appointment', '375', PHONE],
  ['/appointment', '1280', DESKTOP],
  ['/si/contact', '375', PHONE],
  ['/about', '320', { width: 320, height: 640 }],
  ['/', '375', PHONE],
  ['/centers', '375', PHONE],
  ['/si/services', '320', { width: 320, height: 640 }],
  ['/ta/services', '1024', LAPTOP],
])(
  '%s at %s px: the floating buttons never cover a control, the directions or the footer',
  async (path, _w, viewport) => {
    const { page, errors, close } = await openPage(browser, { viewport: { ...viewport, height: 640 } });
    await page.goto(`${baseUrl}${path}`);
    await pageSettled(page);
    await expect(coveredWhileScrolling(page)).resolves.toEqual([]);
    // Away from them the buttons are there: half-way down the services page nothing keeps them aside.
    await page.goto(`${baseUrl}/services`);
    await page.locator('.service').first().waitFor();
    await page.locator('.service').nth(2).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-scroll-top]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  },
);

test.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('at %s px the review figures name their source and the treatments are the services', async (_width, viewport) => {
  const { page, errors, close } = await openPage(browser, { viewport });
  await page.goto(baseUrl);
  await expect(page.locator('.testimonials__badges').textContent()).resolves.toMatch(
    /\d[\d,]*\+? Reviews of Our Centers/,
  );
  await page.goto(`${baseUrl}/services`);
  await page.locator('.service').first().waitFor();
  const services = await page.locator('.service h3').allTextContents();
  await page.goto(`${baseUrl}/testimonials`);
  await expect
    .poll(() => page.getByText(/\d\.\d average from \d+ reviews? shared on this site/).isVisible())
    .toBe(true);
  const treatments = await page.getByLabel('Treatment', { exact: true }).locator('option').allTextContents();
  for (const name of ['Hela Wedakama', 'Deshiya Chikitsa', 'Behavioral Therapy', 'Traditional Massage Therapy']) {
    expect(treatments).not.toContain(name);
  }
  for (const service of services) expect(treatments).toContain(service.trim());
  expect(errors).toEqual([]);
  await close();
});

test.each([
  ['/', 'සිංහල', 'HW Sinhala Names', PHONE],
  ['/', 'தமிழ்', 'HW Tamil Names', DESKTOP],
  ['/si/', 'தமிழ்', 'HW Tamil Names', PHONE],
  ['/ta/', 'සිංහල', 'HW Sinhala Names', DESKTOP],
])('%s draws the switcher\'s "%s" in %s', async (path, name, family, viewport) => {
  const { page, errors, close } = await openPage(browser, { viewport });
  await page.goto(`${baseUrl}${path}`);
  const link = page.locator('.languages a', { hasText: name });
  await expect(link.evaluate((element) => getComputedStyle(element).fontFamily)).resolves.toContain(family);
  await page.evaluate(() => document.fonts.ready);
  const faces = await page.evaluate(() => [...document.fonts].map((face) => `${face.family} ${face.status}`));
  expect(faces).toContain(`${family} loaded`);
  expect(errors).toEqual([]);
  await close();
});

test.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])(
  'at %s px Go Back on a 404 opened in a fresh tab goes home; the language switch keeps the query',
  async (_w, viewport) => {
    const { page, errors, close } = await openPage(browser, { viewport });
    await page.goto(`${baseUrl}/no-such-page`);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // The only console error is the not-found page's own status.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    errors.length = 0;
    await page.goto(`${baseUrl}/services?category=therapy`);
    await page.locator('.service').first().waitFor();
    if (viewport === PHONE) await page.locator('.languages a', { hasText: 'සිංහල' }).scrollIntoViewIfNeeded();
    await page.locator('.languages a', { hasText: 'සිංහල' }).click();
    await expect.poll(() => page.url()).toBe(`${baseUrl}/si/services?category=therapy`);
    expect(errors).toEqual([]);
    await close();
  },
);

test('a More menu opened by a click stays open when the pointer leaves; a click elsewhere closes it', async () => {
  const { page, close } = await openPage(browser, { viewport: DESKTOP });
  await page.goto(baseUrl);
  const more = page.getByRole('button', { name: 'More', exact: true });
  const about = page.getByRole('link', { name: /About Learn about our mission/ });
  await more.click();
  await expect.poll(() => about.isVisible()).toBe(true);
  await page.mouse.move(5, 600);
  await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.mouse.click(5, 600);
  await expect.poll(() => about.isVisible()).toBe(false);
  await close();
});

test.each([
  ['375', PHONE],
  ['1280', DESKTOP],
])('at %s px /contact keeps each e-mail address whole or breaks it at its @', async (_w, viewport) => {
  const { page, close } = await openPage(browser, { viewport });
  await page.goto(`${baseUrl}/contact`);
  // Each text piece of an address (before the @, from the @ on) stands on one line.
  const broken = await page.locator('.cards .email').evaluateAll((links) =>
    links.flatMap((link) =>
      [...link.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .filter((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        })
        .map((node) => node.textContent),
    ),
  );
  await expect(page.locator('.cards .email').count()).resolves.toBeGreaterThan(0);
  expect(broken).toEqual([]);
  await close();
});

test.each([
  ['768', { width: 768, height: 800 }],
  ['1024', LAPTOP],
])('at %s px four cards stand one, two or four to a row, never three and a lonely fourth', async (_w, viewport) => {
  const { page, errors, close } = await openPage(browser, { viewport });
  const rows: string[] = [];
  for (const path of ['/contact', '/donation', '/about', '/services', '/ta/about']) {
    await page.goto(`${baseUrl}${path}`);
    const counts = await page.locator('.grid--four').evaluateAll((lists) =>
      lists.map((list) => {
        const perRow = new Map<number, number>();
        for (const item of list.children) {
          const top = Math.round(item.getBoundingClientRect().top);
          perRow.set(top, (perRow.get(top) ?? 0) + 1);
        }
        return [...perRow.values()].join('+');
      }),
    );
    expect(counts.length).toBeGreaterThan(0);
    rows.push(...counts.map((count) => `${path} ${count}`));
  }
  expect(rows.filter((row) => !/ (1\+1\+1\+1|2\+2|4)$/.test(row))).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

test('the slideshow loads its next picture while the shown one is on screen, so autoplay never shows a blank', async () => {
  const { page, errors, close } = await openPage(browser, { viewport: PHONE });
  await page.goto(baseUrl);
  await page.locator('[data-gallery]').scrollIntoViewIfNeeded();
  // Paused, the second slide stays hidden: its picture can only have loaded ahead of being shown.
  await page.locator('[data-gallery-play]').click();
  const next = page.locator('[data-slide]').nth(1);
  await expect
    .poll(() => next.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  await expect(next.isHidden()).resolves.toBe(true);
  expect(errors).toEqual([]);
  await close();
});
