// The home page sections: hero, services, carousel, gallery, testimonials, centres and their modal.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { holdRequests, launchBrowser, openPage, PHONE } from '../support/browser.ts';
import { axeViolations } from '../support/pages-axe.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A page whose clock only moves with runFor(). */
async function pausedClockPage(options = {}) {
  const tracked = await openPage(browser, options);
  await tracked.page.clock.install();
  await tracked.page.clock.pauseAt(Date.now() + 1000);
  return tracked;
}

describe('hero', () => {
  test('the headline alternates English and Sinhala every 3000 ms without moving the page', async () => {
    const { page, errors, close } = await pausedClockPage({ viewport: PHONE });
    await page.goto(baseUrl);
    const english = page.locator('.hero__line[data-lang="en"]');
    const sinhala = page.locator('.hero__line[lang="si"]');
    await expect.poll(() => english.isVisible()).toBe(true);
    await expect.poll(() => sinhala.isVisible()).toBe(false);
    // The rotation waits for the Sinhala line's room (its display font measured), after the first paint.
    await page.locator('[data-hero-headline][data-line-fits]').waitFor({ state: 'attached' });
    const before = await page.locator('.hero__lead').boundingBox();
    await page.clock.runFor(3000);
    await expect.poll(() => sinhala.isVisible()).toBe(true);
    await expect.poll(() => english.isVisible()).toBe(false);
    expect(await page.locator('.hero__lead').boundingBox()).toEqual(before);
    await page.clock.runFor(3000);
    await expect.poll(() => english.isVisible()).toBe(true);
    // Pausing stops the rotation.
    await page.getByRole('button', { name: 'Pause headline rotation' }).click();
    await page.clock.runFor(9000);
    await expect.poll(() => english.isVisible()).toBe(true);
    await expect(page.getByRole('link', { name: 'Book Your Consultation' }).first().getAttribute('href')).resolves.toBe(
      '/appointment',
    );
    await expect(page.getByRole('link', { name: 'Explore Our Services' }).getAttribute('href')).resolves.toBe(
      '/services',
    );
    expect(errors).toEqual([]);
    await close();
  });

  test('the Sinhala line gets its display font after the first paint, and is drawn in it when its turn comes', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(baseUrl);
    const sinhala = page.locator('.hero__line[lang="si"]');
    await page.locator('[data-hero-headline][data-font-ready]').waitFor({ state: 'attached' });
    const [paint, font] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
      performance.getEntriesByType('resource').find((entry) => entry.name.includes('/fonts/abhaya-libre'))?.startTime ??
        -1,
    ]);
    expect(paint).toBeGreaterThan(0);
    expect(font).toBeGreaterThan(paint);
    await page.locator('.hero__line.is-active[lang="si"]').waitFor({ timeout: 5000 });
    await expect(sinhala.evaluate((line) => getComputedStyle(line).fontFamily)).resolves.toMatch(
      /^"?Abhaya Libre Hero/,
    );
    await expect(
      page.evaluate(
        (text) => document.fonts.check('700 1em "Abhaya Libre Hero"', text),
        (await sinhala.textContent()) ?? '',
      ),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  test.each([
    ['/ta/', 412],
    ['/si/', 375],
    ['/si/', 1280],
    ['/', 320],
  ])(
    'on %s at %i px the Sinhala display font arriving moves nothing and leaves no space under the headline',
    async (path, width) => {
      const { page, errors, close } = await openPage(browser, { viewport: { width, height: 823 } });
      const release = await holdRequests(page, '**/fonts/abhaya-libre-hero-*');
      // Not until 'load': on a busy machine the held font may be asked for before the load event, which would then wait
      // for the very font this test holds back.
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
      const headline = page.locator('[data-hero-headline]');
      const active = page.locator('.hero__line.is-active');
      const lead = page.locator('.hero__lead');
      await active.waitFor();
      // The height of a line's text (its box stretches to the grid row).
      const textHeight = (line: typeof active) =>
        line.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return range.getBoundingClientRect().height;
        });
      const cell = async () => (await headline.boundingBox())?.height ?? 0;
      // Until its font is here the hidden Sinhala line takes no room: the cell is the page's own line.
      const painted = { lead: await lead.boundingBox(), cell: await cell() };
      expect(painted.cell - (await textHeight(active))).toBeLessThan(12);
      release();
      await page.locator('[data-hero-headline][data-font-ready][data-line-fits]').waitFor({ state: 'attached' });
      expect(await lead.boundingBox()).toEqual(painted.lead);
      expect(await cell()).toBe(painted.cell);
      // The Sinhala line fits the cell it will be shown in.
      expect(await textHeight(page.locator('.hero__line--si'))).toBeLessThanOrEqual(painted.cell + 1);
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe('services', () => {
  const cards = (page: Page) => page.locator('[data-service-card]:visible');

  test('shows the first three, all on "View All Services", three again on "Show Less Services"', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl);
    await cards(page).first().waitFor();
    await expect(cards(page).count()).resolves.toBe(3);
    await expect(cards(page).locator('h3').allTextContents()).resolves.toEqual([
      'Panchakarma Therapy',
      'Herbal Medicine',
      'Ayurvedic Massage',
    ]);
    await page.getByRole('button', { name: 'View All Services' }).click();
    expect(await cards(page).count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Show Less Services' }).click();
    await expect(cards(page).count()).resolves.toBe(3);
    await expect(
      cards(page)
        .first()
        .getByRole('link', { name: /Learn More/ })
        .getAttribute('href'),
    ).resolves.toBe('/services');
    await expect(cards(page).first().textContent()).resolves.toContain('LKR 7,500');
    await close();
  });

  test('an admin change reaches the page from /api/services without a rebuild', async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/api/services', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { name: string; image_url: string | null; icon: string }[] };
      body.data[0]!.name = 'Panchakarma Therapy Plus';
      body.data[1]!.image_url = '/no-such-image.png';
      body.data[2]!.image_url = '/no-such-image.png';
      body.data[2]!.icon = '';
      await route.fulfill({ response, json: body });
    });
    await page.goto(baseUrl);
    await page.getByRole('heading', { name: 'Panchakarma Therapy Plus' }).waitFor();
    // A failing image gives way to its category's drawing, which loads: no emoji, no broken picture.
    const drawing = (index: number) =>
      cards(page)
        .nth(index)
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.src);
    for (const index of [1, 2]) {
      await expect.poll(() => drawing(index)).toMatch(/\/_astro\/[a-z]+\.[\w-]+\.svg$/);
    }
    await close();
  });

  test('built without a database, it says "Loading services..." until the list answers, then shows it', async () => {
    const { page, close } = await openPage(browser);
    const answer = await holdRequests(page, '**/api/services');
    await page.goto(baseUrl);
    await expect.poll(() => page.getByText('Loading services...').isVisible()).toBe(true);
    await expect(cards(page).count()).resolves.toBe(0);
    answer();
    await page.getByRole('heading', { name: 'Panchakarma Therapy' }).waitFor();
    await expect.poll(() => page.getByText('Loading services...').isVisible()).toBe(false);
    await close();
  });

  test('when the list cannot be loaded and nothing true was built, "Failed to load services" shows in red', async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/api/services', (route) => route.fulfill({ status: 503, json: { error: 'down' } }));
    await page.goto(baseUrl);
    const failure = page.getByText('Failed to load services');
    await failure.waitFor();
    await expect(failure.evaluate((element) => getComputedStyle(element).color)).resolves.toBe('rgb(179, 38, 30)');
    await expect(cards(page).count()).resolves.toBe(0);
    await close();
  });
});

describe('products carousel', () => {
  const active = (page: Page) => page.locator('.swiper-slide-active .product__name').textContent();
  // The slide's class changes as its transition starts; swiper takes no other move until the transition (CSS, on the
  // real clock) has ended.
  const slideEnded = (page: Page) =>
    page.waitForFunction(
      () =>
        (document.querySelector('.swiper') as { swiper?: { animating: boolean } } | null)?.swiper?.animating === false,
    );

  test('one product per view, autoplay every 4000 ms, paused while hovered, Learn More to /product/{id}', async () => {
    const { page, errors, close } = await pausedClockPage();
    await page.goto(baseUrl);
    await page.locator('[data-products-carousel]').scrollIntoViewIfNeeded();
    await page.locator('.swiper-initialized').waitFor();
    await expect(page.locator('.swiper-slide-visible, .swiper-slide-active').count()).resolves.toBe(1);
    const first = await active(page);
    expect(first).toBe('Pure Turmeric Powder');
    await expect(
      page
        .locator('.swiper-slide-active')
        .getByRole('link', { name: /Learn More About This Product/ })
        .getAttribute('href'),
    ).resolves.toBe('/product/1');
    await page.mouse.move(0, 0);
    await page.clock.runFor(4100);
    await expect.poll(() => active(page)).toBe('Ranawara Herbal Tea');
    await slideEnded(page);
    await page.locator('.swiper').hover();
    await page.clock.runFor(9000);
    await expect(active(page)).resolves.toBe('Ranawara Herbal Tea');
    await expect(page.getByRole('link', { name: 'Get More Information' }).getAttribute('href')).resolves.toBe(
      '/contact',
    );
    expect(errors).toEqual([]);
    await close();
  });

  test('previous and next buttons move the carousel, and Pause stops autoplay', async () => {
    const { page, close } = await pausedClockPage();
    await page.goto(baseUrl);
    await page.locator('[data-products-carousel]').scrollIntoViewIfNeeded();
    await page.locator('.swiper-initialized').waitFor();
    await page.getByRole('button', { name: 'Next product' }).click();
    await expect.poll(() => active(page)).toBe('Ranawara Herbal Tea');
    await slideEnded(page);
    await page.getByRole('button', { name: 'Previous product' }).click();
    await expect.poll(() => active(page)).toBe('Pure Turmeric Powder');
    await slideEnded(page);
    await page.getByRole('button', { name: /Pause product carousel/ }).click();
    await page.mouse.move(0, 0);
    await page.locator('h1').click();
    await page.clock.runFor(9000);
    await expect(active(page)).resolves.toBe('Pure Turmeric Powder');
    await close();
  });

  test('the slides stay a valid structure at every moment of a whole loop, which Next goes round with reduced motion', async () => {
    const { page, close } = await openPage(browser, { viewport: PHONE, reducedMotion: 'reduce' });
    await page.goto(baseUrl);
    // Every state of the slides' container that a screen reader could read: after each change swiper makes, its
    // children in order as "tag role role-description label". Recorded from before swiper starts.
    await page.evaluate(() => {
      const wrapper = document.querySelector('[data-products-carousel] .swiper-wrapper');
      if (!wrapper) throw new Error('no carousel');
      const states: string[][] = [];
      const isList = () => ['UL', 'OL'].includes(wrapper.tagName) || wrapper.getAttribute('role') === 'list';
      const record = () =>
        states.push(
          isList()
            ? ['a list']
            : [...wrapper.children].map((child) =>
                [
                  child.tagName,
                  child.getAttribute('role'),
                  child.getAttribute('aria-roledescription'),
                  child.getAttribute('aria-label'),
                ].join(' '),
              ),
        );
      record();
      new MutationObserver(record).observe(wrapper, {
        childList: true,
        subtree: true,
        attributeFilter: ['role', 'aria-roledescription', 'aria-label'],
      });
      Object.assign(window, { carouselStates: states });
    });
    await page.locator('[data-products-carousel]').scrollIntoViewIfNeeded();
    await page.locator('.swiper-initialized').waitFor();
    const slides = await page.locator('[data-product-slide]').count();
    // One step more than a whole loop, so swiper's loop has moved slides from one end to the other and back.
    for (let step = 0; step <= slides; step += 1) {
      expect(await axeViolations(page, '[data-products-carousel]')).toEqual([]);
      await page.getByRole('button', { name: 'Next product' }).click();
      // A click while swiper still ends the last move is dropped, as a visitor's would be: wait as a visitor would.
      await slideEnded(page);
    }
    await expect.poll(() => active(page)).toBe('Ranawara Herbal Tea');
    const states = await page.evaluate(() => (window as unknown as { carouselStates: string[][] }).carouselStates);
    const everySlide = Array.from({ length: slides }, (_, index) => `DIV group slide ${index + 1} of ${slides}`);
    for (const state of states) expect([...state].sort()).toEqual([...everySlide].sort());
    // The loop moved slides from one end to the other while it was watched.
    expect(new Set(states.map((state) => state.join())).size).toBeGreaterThan(1);
    await close();
  });
});

describe('Healing Memories gallery', () => {
  const counter = (page: Page) => page.locator('[data-gallery-counter]').textContent();
  const caption = (page: Page) => page.locator('[data-slide]:visible figcaption strong').textContent();

  test('previous, next and thumbnails move it, and it wraps at both ends', async () => {
    const { page, close } = await pausedClockPage();
    await page.goto(baseUrl);
    await expect(counter(page)).resolves.toBe('1 of 11');
    await page.getByRole('button', { name: 'Previous image' }).click();
    await expect(counter(page)).resolves.toBe('11 of 11');
    await expect(caption(page)).resolves.toBe('A journey of healing');
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect(counter(page)).resolves.toBe('1 of 11');
    await page.getByRole('button', { name: 'Show image 5: The lotus pond' }).click();
    await expect(counter(page)).resolves.toBe('5 of 11');
    await expect(caption(page)).resolves.toBe('The lotus pond');
    await expect(
      page.getByRole('button', { name: 'Show image 5: The lotus pond' }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    await expect(page.getByRole('link', { name: 'Start Your Wellness Journey' }).getAttribute('href')).resolves.toBe(
      '/appointment',
    );
    await close();
  });

  test('autoplays every 4000 ms, pauses on hover and on Pause, and is keyboard operable', async () => {
    const { page, close } = await pausedClockPage();
    await page.goto(baseUrl);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3900);
    await expect(counter(page)).resolves.toBe('1 of 11');
    await page.clock.runFor(200);
    await expect(counter(page)).resolves.toBe('2 of 11');
    await page.locator('[data-gallery]').hover();
    await page.clock.runFor(9000);
    await expect(counter(page)).resolves.toBe('2 of 11');
    await page.mouse.move(0, 0);
    await page.clock.runFor(4100);
    await expect(counter(page)).resolves.toBe('3 of 11');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.locator('h1').click();
    await page.clock.runFor(9000);
    await expect(counter(page)).resolves.toBe('3 of 11');
    await expect(page.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await page.locator('[data-gallery]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).resolves.toBe('4 of 11');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).resolves.toBe('2 of 11');
    await close();
  });

  test('the progress bar fills over each slide while it plays and is empty while it is paused', async () => {
    const { page, close } = await pausedClockPage();
    await page.goto(baseUrl);
    await page.mouse.move(0, 0);
    const bar = page.locator('[data-gallery-progress]');
    // What the visitor sees filling: the bar's running animation, from empty to full over the slide's 4000 ms.
    const filling = () =>
      bar.evaluate((element) =>
        element.getAnimations().map((animation) => ({
          state: animation.playState,
          duration: animation.effect?.getTiming().duration,
          to: (animation.effect as KeyframeEffect).getKeyframes().at(-1)?.transform,
        })),
      );
    await expect(filling()).resolves.toEqual([{ state: 'running', duration: 4000, to: 'scaleX(1)' }]);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await expect(filling()).resolves.toEqual([]);
    await expect(bar.evaluate((element) => getComputedStyle(element).transform)).resolves.toBe(
      'matrix(0, 0, 0, 1, 0, 0)',
    );
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.mouse.move(0, 0);
    await expect(filling()).resolves.toEqual([{ state: 'running', duration: 4000, to: 'scaleX(1)' }]);
    await close();
  });

  test.each(['/', '/si/', '/ta/'])(
    'on a 320 px phone (%s) Previous, Pause or Play and Next share one row, each label on one line',
    async (path) => {
      const { page, close } = await openPage(browser, { viewport: { width: 320, height: 740 } });
      await page.goto(`${baseUrl}${path}`);
      await page.waitForSelector('html[data-ready]', { state: 'attached' });
      const controls = page.locator('.slideshow__controls');
      const buttons = () =>
        controls.locator('button').evaluateAll((all) => all.map((button) => button.getBoundingClientRect().toJSON()));
      // Pause, then Play (Sinhala's longest label).
      for (const press of [false, true]) {
        if (press) await page.locator('[data-gallery-play]').click();
        const boxes = (await buttons()) as DOMRect[];
        expect(boxes).toHaveLength(3);
        expect(new Set(boxes.map((box) => Math.round(box.top))).size, 'one row').toBe(1);
        for (const box of boxes) expect(box.height, 'one line').toBeLessThan(48);
      }
      await close();
    },
  );

  test('after Pause then Play, and after Next or a thumbnail, it advances again once the pointer leaves', async () => {
    const { page, close } = await pausedClockPage();
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4100);
    await expect(counter(page)).resolves.toBe('2 of 11');
    await page.getByRole('button', { name: 'Next image' }).click();
    await page.mouse.move(0, 0);
    await expect(counter(page)).resolves.toBe('3 of 11');
    await page.clock.runFor(4100);
    await expect(counter(page)).resolves.toBe('4 of 11');
    await page.getByRole('button', { name: 'Show image 8: ' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4100);
    await expect(counter(page)).resolves.toBe('9 of 11');
    await close();
  });

  test('on a touch screen a tap on Play or Next leaves it playing', async () => {
    const { page, close } = await pausedClockPage({ viewport: PHONE, hasTouch: true, isMobile: true });
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Pause', exact: true }).tap();
    await page.clock.runFor(9000);
    await expect(counter(page)).resolves.toBe('1 of 11');
    await page.getByRole('button', { name: 'Play', exact: true }).tap();
    await page.clock.runFor(4100);
    await expect(counter(page)).resolves.toBe('2 of 11');
    await page.getByRole('button', { name: 'Next image' }).tap();
    await expect(counter(page)).resolves.toBe('3 of 11');
    await page.clock.runFor(4100);
    await expect(counter(page)).resolves.toBe('4 of 11');
    await close();
  });

  test('a broken image shows the "Healing Moments" placeholder and its thumbnail a blank tile', async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/_astro/herb-garden*', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(baseUrl);
    // The gallery's images load as it comes near the screen.
    await page.locator('[data-slide]').first().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('[data-slide] .is-failed') !== null);
    await expect.poll(() => page.locator('[data-slide]').first().getByText('Healing Moments').isVisible()).toBe(true);
    await page.locator('.thumbs').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelector('.thumb.is-failed') !== null);
    await close();
  });
});

describe('testimonials', () => {
  const stories = (page: Page) => page.locator('[data-story]:visible');

  test('three stories, all six on "Discover More Stories", badges and links', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl);
    await expect(stories(page).count()).resolves.toBe(3);
    await page.getByRole('button', { name: 'Discover More Stories' }).click();
    await expect(stories(page).count()).resolves.toBe(6);
    await page.getByRole('button', { name: 'Show Less Stories' }).click();
    await expect(stories(page).count()).resolves.toBe(3);
    for (const badge of ['4.8 Average Rating', '1,500+ Reviews of Our Centers', 'Verified Patients']) {
      await expect.poll(() => page.getByText(badge, { exact: false }).first().isVisible()).toBe(true);
    }
    await expect(page.getByRole('link', { name: 'Share Your Story' }).first().getAttribute('href')).resolves.toBe(
      '/share-review',
    );
    await expect(page.getByRole('link', { name: 'View All Stories' }).getAttribute('href')).resolves.toBe(
      '/testimonials',
    );
    await close();
  });

  test('no story offers a video it does not have (the content has no real video yet)', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl);
    await page.getByRole('button', { name: 'Discover More Stories' }).click();
    await expect(page.locator('[data-story]:visible').count()).resolves.toBe(6);
    await expect(page.getByRole('button', { name: /video story/ }).count()).resolves.toBe(0);
    await close();
  });
});

describe('centres', () => {
  const visibleCards = (page: Page) => page.locator('[data-center-card]:visible');

  test('three centres, all six on "Explore All Centers", with the summary strip and the map link', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(baseUrl);
    await expect(visibleCards(page).count()).resolves.toBe(3);
    await expect(visibleCards(page).locator('.center-card__open').allTextContents()).resolves.toEqual([
      'Wedakama Colombo Healing Center',
      'Wedakama Kandy Wellness Center',
      'Wedakama Galle Coastal Center',
    ]);
    await page.getByRole('button', { name: 'Explore All Centers' }).click();
    await expect(visibleCards(page).count()).resolves.toBe(6);
    await page.getByRole('button', { name: 'Show Less Centers' }).click();
    await expect(visibleCards(page).count()).resolves.toBe(3);
    const summary = (await page.getByRole('list', { name: 'Our centers in numbers' }).textContent()) ?? '';
    expect(summary.replace(/\s+/g, ' ')).toContain('6 Medical Centers');
    expect(summary.replace(/\s+/g, ' ')).toContain('42+ Expert Doctors');
    expect(summary.replace(/\s+/g, ' ')).toContain('25+ Years Combined Experience');
    const card = visibleCards(page).first();
    await expect(card.textContent()).resolves.toContain('+4 more');
    await expect(card.getByRole('link', { name: /Call/ }).getAttribute('href')).resolves.toBe('tel:+94112694812');
    await expect(page.getByRole('link', { name: 'View All on Map' }).getAttribute('href')).resolves.toBe('/centers');
    await close();
  });

  test('the modal opens from the card, shows the details, closes by X, backdrop and Escape, and gives focus back', async () => {
    const { page, errors, close } = await openPage(browser, { viewport: PHONE });
    await page.goto(baseUrl);
    const opener = page.getByRole('button', { name: 'View Details of Wedakama Colombo Healing Center' });
    const dialog = page.getByRole('dialog', { name: 'Wedakama Colombo Healing Center' });
    await opener.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const text = (await dialog.textContent()) ?? '';
    for (const part of [
      'Established',
      '2005',
      'Doctors',
      'Experience',
      'Services',
      'Facilities',
      'Treatment Specialties',
    ]) {
      expect(text).toContain(part);
    }
    await expect(dialog.getByRole('link', { name: 'Book Appointment' }).getAttribute('href')).resolves.toBe(
      '/appointment?center=colombo',
    );
    const directions = dialog.getByRole('link', { name: /Get Directions/ });
    await expect(directions.getAttribute('href')).resolves.toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=6\.\d+,79\.\d+$/,
    );
    await expect(directions.getAttribute('target')).resolves.toBe('_blank');
    await expect(dialog.getByRole('link', { name: 'Call Center' }).getAttribute('href')).resolves.toBe(
      'tel:+94112694812',
    );
    // X
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('View Details');
    // Escape
    await opener.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Backdrop
    await opener.click();
    await page.mouse.click(3, 3);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // Clicking the card's name opens it too, and Tab stays inside.
    await page.locator('.center-card__open').first().click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (let index = 0; index < 12; index++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
    await close();
  });

  test('a broken centre image falls back to the default centre image', async () => {
    const { page, close } = await openPage(browser);
    await page.route('**/_astro/colombo*', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto(baseUrl);
    const image = page.locator('[data-center-card="colombo"] img');
    await image.scrollIntoViewIfNeeded();
    // (through the page's one image-fallback listener: the policy runs no inline onerror handler)
    await page.waitForFunction(() =>
      document.querySelector<HTMLImageElement>('[data-center-card="colombo"] img')?.src.includes('default-center'),
    );
    await expect(image.getAttribute('src')).resolves.toContain('default-center');
    await close();
  });
});

test('the closing call to action', async () => {
  const { page, close } = await openPage(browser);
  await page.goto(baseUrl);
  const section = page.locator('section.closing');
  await expect(section.getByRole('heading').textContent()).resolves.toBe('Ready to Experience Natural Healing?');
  await expect(section.getByRole('link', { name: 'Call Us Now' }).getAttribute('href')).resolves.toBe('/contact');
  const text = (await section.textContent()) ?? '';
  for (const part of [
    'Free Consultation',
    'Certified Practitioners',
    'Ministry of Health recognized',
    'Natural & Safe',
    '+94 33 229 7575',
    'info@helawedakama.lk',
  ]) {
    expect(text).toContain(part);
  }
  await close();
});
