// sitemap-en.xml, sitemap-si.xml, sitemap-ta.xml: every indexable public page in one language (docs/i18n.md).
// Static pages are found from the files in src/pages (dynamic routes, the admin app, the not-found page and
// endpoints excluded); product, blog and volunteer programme pages come from their collections. A page that exists in every language
// (its file is in src/pages/[...locale]/) is in each language's sitemap with its alternates (xhtml:link); a page
// still only in English is in the English sitemap alone.
import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { LOCALES, type Locale, localizedPath } from '../i18n/locales.ts';
import { isLocalizedRoute, localizedPagePaths, pagePaths } from '../shared/utils/site-metadata.ts';

export const getStaticPaths = () => LOCALES.map((lang) => ({ params: { lang } }));

export const GET: APIRoute = async ({ site, params }) => {
  const locale = params.lang as Locale;
  const base = site ?? new URL('https://www.helawedakama.lk');
  const files = Object.keys(import.meta.glob('./**/*.{astro,md,mdx}'));
  const [products, posts, programs] = await Promise.all([
    getCollection('products'),
    getCollection('blog'),
    getCollection('volunteerPrograms'),
  ]);
  const productPaths = products.map((product) => `/product/${product.data.id}`);
  const postPaths = posts.map((post) => `/blog/${post.id}`);
  const programPaths = programs.map((program) => `/volunteer/programs/${program.id}`);
  const everyLanguage = new Set([
    ...localizedPagePaths(files),
    ...(isLocalizedRoute(files, 'product') ? productPaths : []),
    ...(isLocalizedRoute(files, 'blog') ? postPaths : []),
    ...(isLocalizedRoute(files, 'volunteer/programs') ? programPaths : []),
  ]);
  const paths =
    locale === 'en' ? [...pagePaths(files), ...productPaths, ...postPaths, ...programPaths] : [...everyLanguage];
  const href = (path: string, language: Locale) => new URL(localizedPath(path, language), base).href;
  const urls = [...new Set(paths)].map((path) => {
    const alternates = everyLanguage.has(path)
      ? [
          ...LOCALES.map(
            (language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${href(path, language)}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path, 'en')}"/>`,
        ].join('')
      : '';
    return `  <url><loc>${href(path, locale)}</loc>${alternates}</url>`;
  });
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
    { headers: { 'Content-Type': 'application/xml; charset=utf-8' } },
  );
};
