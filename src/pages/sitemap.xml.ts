// sitemap.xml: the index of the three languages' sitemaps (docs/i18n.md), one per language, each page in it with
// its alternates in the other languages.
import type { APIRoute } from 'astro';
import { LOCALES } from '../i18n/locales.ts';

export const GET: APIRoute = ({ site }) => {
  const base = site ?? new URL('https://www.helawedakama.lk');
  const maps = LOCALES.map(
    (locale) => `  <sitemap><loc>${new URL(`/sitemap-${locale}.xml`, base).href}</loc></sitemap>`,
  ).join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps}\n</sitemapindex>\n`,
    { headers: { 'Content-Type': 'application/xml; charset=utf-8' } },
  );
};
