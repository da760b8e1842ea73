// sitemap.xml: every indexable public page. Static pages are found from the files in src/pages (dynamic routes,
// the admin app, the not-found page and endpoints excluded); product pages come from the products collection.
import { getCollection } from 'astro:content';
import type { APIRoute } from 'astro';
import { pagePaths } from '../lib/site-metadata.ts';

export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL('https://www.helawedakama.lk');
  const files = Object.keys(import.meta.glob('./**/*.{astro,md,mdx}'));
  const products = await getCollection('products');
  const paths = [...pagePaths(files), ...products.map((product) => `/product/${product.data.id}`)];
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${new URL(path, base).href}</loc></url>`).join('\n');
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    { headers: { 'Content-Type': 'application/xml; charset=utf-8' } },
  );
};
