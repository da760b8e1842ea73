// Every public page in its three languages (docs/i18n.md): each built page that exists in Sinhala, Tamil and
// English says its language (lang, og:locale) and names the other two as alternates (hreflang, x-default English);
// each language's sitemap lists it with the same alternates. Read from the built dist, as search engines read it.
import { existsSync, globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { LOCALE_TAGS, LOCALES, type Locale, localizedPath } from '../../src/i18n/locales.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

/** The site paths of the pages built in Sinhala: dist/si/services/index.html -> /services. */
const pages = globSync('si/**/index.html', { cwd: dist })
  .map((file) => `/${path.dirname(file).split(path.sep).slice(1).join('/')}`.replace(/\/$/, '') || '/')
  .sort();

/** English's not-found page is dist/404.html (the file Netlify answers with); every other page is a folder. */
const file = (pagePath: string) =>
  pagePath === '/404' ? path.join(dist, '404.html') : path.join(dist, pagePath, 'index.html');
const html = (pagePath: string) => readFileSync(file(pagePath), 'utf8');
/** Pages kept out of search results (not found, a patient's own booking) have no alternates and no sitemap entry. */
const indexed = (pagePath: string) => html(pagePath).includes('<meta name="robots" content="index, follow"');
const alternates = (page: string) =>
  Object.fromEntries(
    [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      new URL(href ?? '').pathname,
    ]),
  );

test('the pages of the shell, home, services and centres are built in Sinhala and Tamil', () => {
  expect(pages).toEqual(expect.arrayContaining(['/', '/services', '/centers']));
});

const table = pages.flatMap((page) => LOCALES.map((locale) => [localizedPath(page, locale), locale] as const));
const indexedPages = pages.filter(indexed);

test('pages kept out of search results are the not-found pages and the private links (manage, waitlist)', () => {
  expect(pages.filter((page) => !indexed(page))).toEqual([
    '/404',
    '/appointment/manage',
    '/appointment/waitlist',
    '/product-not-found',
  ]);
});

describe.each(table)('%s', (pagePath, locale) => {
  test(`exists and is marked ${locale}`, () => {
    expect(existsSync(file(pagePath))).toBe(true);
    expect(html(pagePath)).toMatch(new RegExp(`<html lang="${locale}"`));
  });

  if (indexed(localizedPath(pagePath, 'en'))) {
    test('names its three languages and English as the default', () => {
      const expected = Object.fromEntries(LOCALES.map((other) => [other, localizedPath(pagePath, other)]));
      // The site root is '/', the others have no trailing slash (canonicalUrl).
      const canonical = (href: string) => (href === '/' ? href : href.replace(/\/$/, ''));
      expect(alternates(html(pagePath))).toEqual({
        ...Object.fromEntries(Object.entries(expected).map(([lang, href]) => [lang, canonical(href)])),
        'x-default': canonical(localizedPath(pagePath, 'en')),
      });
    });
  } else {
    test('is kept out of search results and names no alternates', () => {
      expect(html(pagePath)).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(alternates(html(pagePath))).toEqual({});
    });
  }

  test(`shares as ${LOCALE_TAGS[locale].replace('-', '_')}`, () => {
    expect(html(pagePath)).toContain(`<meta property="og:locale" content="${LOCALE_TAGS[locale].replace('-', '_')}"`);
  });

  test('its language switcher links the same page in each language, the current one marked', () => {
    const links = [...html(pagePath).matchAll(/<a href="([^"]+)" hreflang="([^"]+)" lang="([^"]+)"([^>]*)>/g)];
    expect(
      links.map(([, href, hreflang, lang, rest]) => [href, hreflang, lang, rest?.includes('aria-current')]),
    ).toEqual(LOCALES.map((other: Locale) => [localizedPath(pagePath, other), other, other, other === locale]));
  });
});

describe.each(LOCALES)('sitemap-%s.xml', (locale) => {
  const sitemap = readFileSync(path.join(dist, `sitemap-${locale}.xml`), 'utf8');

  test.each(indexedPages)('lists %s in this language with its alternates', (page) => {
    const site = /<loc>(https?:\/\/[^/]+)/.exec(sitemap)?.[1] ?? '';
    const url = (other: Locale) =>
      `${site}${localizedPath(page, other)}`.replace(/(?<!:\/)\/(?=$)/, page === '/' ? '/' : '');
    const entry = sitemap.split('\n').find((line) => line.includes(`<loc>${url(locale)}</loc>`));
    expect(entry).toBeDefined();
    for (const other of LOCALES) expect(entry).toContain(`hreflang="${other}" href="${url(other)}"`);
    expect(entry).toContain(`hreflang="x-default" href="${url('en')}"`);
  });
});

test('sitemap.xml is the index of the three sitemaps, and robots.txt points to it', () => {
  const index = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
  expect([...index.matchAll(/<loc>[^<]+\/(sitemap-\w+\.xml)<\/loc>/g)].map(([, name]) => name)).toEqual([
    'sitemap-en.xml',
    'sitemap-si.xml',
    'sitemap-ta.xml',
  ]);
  expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toMatch(/Sitemap: \S+\/sitemap\.xml\n/);
});
