// The JavaScript a page makes a real browser download, as it crosses the wire (compressed bytes of every script
// response), once the page has loaded, its scripts have run and the reader has scrolled to the bottom, so islands
// hydrated on visibility count too (docs/performance.md "Budgets"). Chromium via playwright-core, against a
// running server (`npm start`).
import { type Browser, chromium } from 'playwright-core';

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: BROWSER_ARGS });
}

export interface BrowserJs {
  /** Compressed bytes of every script response. */
  bytes: number;
  /** Each script's address (path only) and bytes, biggest first. */
  scripts: { url: string; bytes: number }[];
}

/** Loads `url` in a fresh page at a phone's width, scrolls to the bottom in screen steps and waits for the network
 * to fall quiet, then sums the script responses. */
export async function javaScriptInBrowser(browser: Browser, url: string, width = 375): Promise<BrowserJs> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const responses: Promise<{ url: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    responses.push(
      request.sizes().then((sizes) => ({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 15_000 });
  // Down a screen at a time, as a reader scrolls, waiting for each step's requests.
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      scrollBy(0, innerHeight);
      return innerHeight + scrollY >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForLoadState('networkidle');
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(responses)).sort((a, b) => b.bytes - a.bytes);
  await context.close();
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts };
}
