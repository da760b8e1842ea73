// Real Chromium from Debian's package, driven by playwright-core (no browser download is possible here).
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

export const PHONE = { width: 375, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * Until the page's module scripts have run and its islands that do not wait to be seen have hydrated: a built page
 * loads its scripts after its first paint and then sets `<html data-ready>` (integrations/scripts-after-paint.ts); a
 * page without them (an API answer, `astro dev`) is ready once loaded. A form island hydrates once the page is idle
 * (`client:after-paint`), and Astro takes its `ssr` attribute away when it has (docs/performance.md).
 */
export function scriptsReady(page: Page): Promise<unknown> {
  return page.waitForSelector(
    ':is(html[data-ready], html:not(:has(script[data-after-paint]))):not(:has(astro-island[ssr]:not([client="visible"])))',
    { state: 'attached' },
  );
}

/**
 * Every navigation of the page waits for its scripts as well as its load event, as a visitor's first tap would. The
 * loader waits for an animation frame and a timer: under a paused test clock (`page.clock.pauseAt`) the wait moves
 * the clock by a few frames to let them fire.
 */
function waitForScriptsAfterNavigation(page: Page): void {
  let clockPaused = false;
  const pauseAt = page.clock.pauseAt.bind(page.clock);
  const resume = page.clock.resume.bind(page.clock);
  page.clock.pauseAt = async (time) => {
    await pauseAt(time);
    clockPaused = true;
  };
  page.clock.resume = async () => {
    await resume();
    clockPaused = false;
  };
  const afterwards =
    <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      const result = await navigate(...args);
      if (clockPaused) await page.clock.runFor(50);
      await scriptsReady(page);
      return result;
    };
  page.goto = afterwards(page.goto.bind(page));
  page.reload = afterwards(page.reload.bind(page));
  page.goBack = afterwards(page.goBack.bind(page));
  page.waitForURL = afterwards(page.waitForURL.bind(page));
}

/**
 * A page in a fresh context that records console errors, so a test can assert there were none, and whose
 * navigations wait for the page's scripts.
 */
let visitors = 0;

/** A visitor's own address, as Netlify's CDN hands it to the functions (TEST-NET-3, 203.0.113.0/24 and on). */
export function visitorAddress(): string {
  visitors++;
  return `203.0.${113 + Math.floor(visitors / 250)}.${visitors % 250}`;
}

/**
 * A new visitor's page. Each comes from an address of its own, as patients do: a file's bookings then never count
 * against another's under the per-address booking limits, whichever files ran before it.
 */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    ...options,
    extraHTTPHeaders: { 'x-nf-client-connection-ip': visitorAddress(), ...options.extraHTTPHeaders },
  });
  const page = await context.newPage();
  // Without JavaScript nothing loads after the paint, and nothing is left to wait for.
  if (options.javaScriptEnabled !== false) waitForScriptsAfterNavigation(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/**
 * Until the page stands still, as a visitor looks at it: its fonts loaded (a font that arrives reflows the page) and
 * no scroll under way. A wizard step focusing its heading, or the confirmation going back to the top, scrolls
 * smoothly for half a second; meanwhile every control slides under the fixed floating buttons and back.
 */
export function pageSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    // Reading a box starts the font loads the layout needs, so `ready` waits for them.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    // Two frames; a timer stands in when Chromium hands a page no frames for a while on a loaded machine.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      });
    // Still for two readings in a row: one reading can fall before a smooth scroll's first step.
    let still = 0;
    for (let attempt = 0; attempt < 40 && still < 2; attempt++) {
      const before = scrollY;
      await frame();
      still = scrollY === before ? still + 1 : 0;
    }
  });
}

/**
 * How long a test waits for focus to reach a form's first field in error: the forms move it on the next animation
 * frame (src/components/forms/use-form.ts, the booking wizard), which a loaded machine can hold back a while.
 */
export const FOCUS_MOVES = { timeout: 5_000 } as const;

/**
 * Holds the page's requests for URLs matching `pattern` until the returned function is called: a test looks at the
 * page while an answer (a list, a font) has not arrived, then lets it through.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
