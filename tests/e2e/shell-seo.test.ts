// Search metadata on the built pages, sitemap.xml and robots.txt.
import { expect, inject, test } from 'vitest';

const baseUrl = inject('baseUrl');

async function head(path: string) {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test('the home page has its title, description, canonical at the site root and Open Graph in en_LK', async () => {
  const { html } = await head('/');
  expect(html).toMatch(/<title>Hela Wedakama \| [^<]+<\/title>/);
  expect(meta(html, 'description')).toContain('traditional medicine');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/"/);
  expect(meta(html, 'og:locale')).toBe('en_LK');
  expect(meta(html, 'og:image')).toMatch(/og-logo.*\.png$/);
  expect(meta(html, 'robots')).toBe('index, follow');
  const [breadcrumbs, clinic] = jsonLd(html);
  expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home', position: 1 }] });
  expect(clinic?.['@type']).toBe('MedicalClinic');
  expect(clinic?.department).toHaveLength(6);
  // The Sinhala headline is marked as Sinhala; its font comes after the first paint (home-sections.test.ts).
  expect(html).toContain('lang="si"');
  expect(html).not.toContain('rel="preload"');
});

test.each(['/centers', '/contact', '/si/', '/ta/centers', '/si/contact'])(
  '%s describes the provider and its six centres after its breadcrumbs',
  async (path) => {
    const { html } = await head(path);
    const [breadcrumbs, clinic, ...rest] = jsonLd(html);
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
    expect(clinic).toMatchObject({ '@type': 'MedicalClinic', '@id': expect.stringMatching(/\/#organization$/) });
    expect(clinic?.department).toHaveLength(6);
    expect(rest).toEqual([]);
  },
);

test('each centre in the structured data names its own card on /centers', async () => {
  const { html } = await head('/centers');
  const [, clinic] = jsonLd(html);
  const departments = clinic?.department as { '@id': string; url: string }[];
  for (const department of departments) {
    const anchor = new URL(department['@id']).hash.slice(1);
    expect(html).toContain(`id="${anchor}"`);
    expect(department.url).toBe(department['@id']);
  }
});

test.each(['/terms', '/si/volunteer', '/ta/services', '/about', '/product/1'])(
  '%s has its breadcrumbs and not the provider, which it does not describe',
  async (path) => {
    const { html } = await head(path);
    const data = jsonLd(html);
    expect(data.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
    expect(data[0]).toMatchObject({ itemListElement: [{ name: expect.any(String), position: 1 }, { position: 2 }] });
  },
);

test('a page flagged noindex says so, and breadcrumbs follow the path', async () => {
  const { status, html } = await head('/no-such/page');
  expect(status).toBe(404);
  expect(meta(html, 'robots')).toBe('noindex, nofollow');
  const font = await fetch(`${baseUrl}/fonts/abhaya-libre-hero-si-700.woff2`);
  expect(font.status).toBe(200);
});

test('sitemap.xml is the index of one sitemap per language; the English one lists the pages and the six product pages; robots.txt points to the index', async () => {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  expect(index).toContain('<sitemapindex');
  for (const locale of ['en', 'si', 'ta'])
    expect(index).toMatch(new RegExp(`<loc>https?://\\S+/sitemap-${locale}\\.xml</loc>`));
  const sitemap = await (await fetch(`${baseUrl}/sitemap-en.xml`)).text();
  expect(sitemap).toContain('<urlset');
  for (const id of [1, 2, 3, 4, 5, 6]) expect(sitemap).toContain(`/product/${id}</loc>`);
  expect(sitemap).not.toContain('/404');
  const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  expect(robots).toContain('Disallow: /admin/');
});
