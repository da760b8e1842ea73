// The pages' Content-Security-Policy in a real Chromium: every script the site itself puts in a page runs (its hash
// is in the policy, no violation anywhere), while a script injected into the page cannot; API answers carry their own
// headers on the same server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Violations of the page's policy from now on, as the browser reports them. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test.each([
  '/',
  '/about',
  '/services',
  '/centers',
  '/appointment',
  '/volunteer',
  '/contact',
  '/donation',
  '/share-review',
  '/volunteer/apply',
  '/appointment/manage',
  '/testimonials',
  '/product/1',
  '/si/',
  '/ta/appointment',
  '/admin/login',
])('%s runs every script of its own, with no inline-script allowance and no violation', async (path) => {
  const { page, errors, close } = await openPage(browser);
  const violations = await watchViolations(page);
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  const scriptSrc = /script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  expect(scriptSrc).toContain("'sha256-");
  expect(scriptSrc).not.toContain('unsafe-inline');
  // Not even zod's `new Function` probe: the browser's zod runs jitless (src/shared/utils/zod-browser.ts).
  expect(await violations()).toEqual([]);
  // (the admin app asks who is signed in; signed out, that answer is a 401 the browser logs)
  expect(errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  await close();
});

test('a script injected into a page does not run, as an element or as an event handler', async () => {
  const { page, close } = await openPage(browser);
  const violations = await watchViolations(page);
  await page.goto(baseUrl, { waitUntil: 'networkidle' });
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = "script"';
    document.body.append(script);
    document.body.insertAdjacentHTML('beforeend', '<img src="/no-such.png" onerror="window.injected = \'handler\'">');
  });
  // The image's error has fired (its handler would have run by then) once the image is complete.
  await page.waitForFunction(() => document.querySelector<HTMLImageElement>('img[src="/no-such.png"]')?.complete);
  await expect.poll(async () => (await violations()).some((line) => line.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { injected?: string }).injected)).toBeUndefined();
  await close();
});

test('an API answer on the same server carries its own headers', async () => {
  const response = await fetch(`${baseUrl}/api/medical-centers`);
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
});
