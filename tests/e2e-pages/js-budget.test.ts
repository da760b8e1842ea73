// The JavaScript a phone downloads for each public page, gzip as the CDN sends it, read from the built pages in dist
// (scripts/lib/js-weight.ts; `node scripts/js-weight.ts` prints every page). A page that grows past its budget
// fails here, whatever the machine's speed (docs/performance.md).
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { javaScriptInBrowser, launchChromium } from '../../scripts/lib/js-in-browser.ts';
import { pageWeight, publicPages } from '../../scripts/lib/js-weight.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const KB = 1024;

/** [page, what is counted, budget in KB]. Pages without a form island must not carry a framework or zod. */
const BUDGETS: [string, 'onLoad' | 'onHydrate', number][] = [
  ['/', 'onLoad', 20],
  ['/', 'onHydrate', 20],
  // The catalogue is HTML built with the services and a small script: no framework (docs/performance.md).
  ['/services', 'onHydrate', 20],
  ['/volunteer', 'onHydrate', 30],
  ['/about', 'onHydrate', 20],
  ['/centers', 'onHydrate', 20],
  ['/faq', 'onHydrate', 20],
  ['/blog', 'onHydrate', 20],
  ['/product/1', 'onHydrate', 20],
  ['/testimonials', 'onLoad', 20],
  // The listing hydrates with React and no zod: it has no form (docs/performance.md).
  ['/testimonials', 'onHydrate', 85],
  ['/donation', 'onLoad', 20],
];

test.each(BUDGETS)('%s: JavaScript %s stays within %i KB gzip', (page, moment, budget) => {
  const weight = pageWeight(dist, page);
  const biggest = weight.modules.slice(0, 3).map(({ file, gzip }) => `${file} ${(gzip / KB).toFixed(1)} KB`);
  expect(weight[moment] / KB, `biggest modules: ${biggest.join(', ')}`).toBeLessThanOrEqual(budget);
});

/**
 * What a real browser downloads (compressed, every script response) once the page has loaded and the reader has
 * scrolled to the bottom, so islands hydrated on visibility count too (scripts/lib/js-in-browser.ts): the budget of
 * docs/performance.md, held where the static count above could miss a module loaded another way.
 */
test.each([
  ['/services', 60],
  ['/si/services', 60],
])('%s: a real browser downloads at most %i KB of JavaScript', async (page, budget) => {
  const browser = await launchChromium();
  try {
    const { bytes, scripts } = await javaScriptInBrowser(browser, new URL(page, inject('baseUrl')).href);
    const biggest = scripts.slice(0, 3).map(({ url, bytes: size }) => `${url} ${(size / KB).toFixed(1)} KB`);
    expect(bytes / KB, `biggest scripts: ${biggest.join(', ')}`).toBeLessThanOrEqual(budget);
  } finally {
    await browser.close();
  }
});

/** A Sinhala or Tamil page ships exactly the English page's JavaScript: its texts ride in the HTML (docs/i18n.md). */
test.each(
  ['/', '/services', '/centers'].flatMap((page) => [
    [page, `/si${page === '/' ? '/' : page}`],
    [page, `/ta${page === '/' ? '/' : page}`],
  ]),
)('%s and %s load the same JavaScript', (english, translated) => {
  const [en, other] = [pageWeight(dist, english), pageWeight(dist, translated)];
  expect(other.modules.map(({ file }) => file)).toEqual(en.modules.map(({ file }) => file));
  expect([other.onLoad, other.onHydrate]).toEqual([en.onLoad, en.onHydrate]);
});

test.each(['/appointment', '/share-review', '/contact'])(
  'the count follows the imports: %s downloads its form island once loaded, not before its paint',
  (page) => {
    const weight = pageWeight(dist, page);
    expect(weight.onHydrate - weight.onLoad).toBeGreaterThan(60 * KB);
    expect(weight.onLoad / KB).toBeLessThanOrEqual(20);
  },
);

// A Sinhala or Tamil page downloads the same JavaScript as the English one: its texts ride in the HTML, with no
// translation runtime (docs/i18n.md).
test.each([
  '/about',
  '/blog',
  '/blog/daily-routine-dinacharya',
  '/privacy',
  '/product/1',
  '/product-not-found',
  '/testimonials',
])('%s: the /si/ and /ta/ pages load and hydrate the same JavaScript as the English page', (page) => {
  const english = pageWeight(dist, page);
  for (const locale of ['si', 'ta']) {
    const translated = pageWeight(dist, `/${locale}${page}`);
    expect([translated.onLoad, translated.onHydrate]).toEqual([english.onLoad, english.onHydrate]);
  }
});

// Every module a page runs is asked for in two rounds of requests: the ones the page names, then everything they need
// at once (integrations/hoist-transitive-imports.ts). The home page's chain to the services' formatter was four rounds,
// four round trips of a phone network before its scripts ran.
test.each(publicPages(dist))('%s asks for its modules in at most two rounds', (page) => {
  expect(pageWeight(dist, page).rounds).toBeLessThanOrEqual(2);
});
