// What a public page makes a phone fetch before its first paint, read from the built pages (docs/performance.md
// "Budgets"): nothing. Styles are inline, scripts come after the paint as inert data blocks, and fonts are never
// preloaded; each font a page names stays within its byte budget, and the script fonts name the system's own fonts
// first, so a phone that has them downloads nothing. A change that adds a stylesheet, a script, a preload or a
// bigger font to any page in any of the three languages fails here, before it costs the pages their margin.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { publicPages } from '../../scripts/lib/js-weight.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');
const pages = publicPages(dist);

/** Bytes of each font file as served (woff2), by the file's name before its content hash. */
const FONT_BUDGETS: [RegExp, number][] = [
  // The Sinhala pages' own font, one weight, cut to the characters of the Sinhala pages (about 26 KB today).
  [/^noto-sans-sinhala-(400|700)-[0-9a-f]+\.woff2$/, 30_000],
  // The Tamil pages' own font, one weight (about 11 KB today).
  [/^noto-sans-tamil-(400|700)-[0-9a-f]+\.woff2$/, 14_000],
  // The few Sinhala words of the other languages' pages: the switcher's name, products' names (about 16 KB).
  [/^noto-sans-sinhala-names-[0-9a-f]+\.woff2$/, 18_000],
  // The Tamil switcher's name on the other languages' pages (about 1.5 KB).
  [/^noto-sans-tamil-names-[0-9a-f]+\.woff2$/, 3_000],
  // The home hero's Sinhala headline in its display face, fetched after the first paint (about 11 KB).
  [/^abhaya-libre-hero-si-700\.woff2$/, 12_000],
];

const html = (page: string) => readFileSync(path.join(dist, page, 'index.html'), 'utf8');
const tags = (text: string, name: string) => text.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
const styles = (text: string) =>
  [...text.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
const fontFaces = (text: string) => styles(text).flatMap((css) => css.match(/@font-face\s*\{[^}]*\}/g) ?? []);

test('the built site has public pages in the three languages', () => {
  const languageOf = (page: string) => /^\/(si|ta)(\/|$)/.exec(page)?.[1] ?? 'en';
  const counts = Object.groupBy(pages, languageOf);
  for (const language of ['en', 'si', 'ta']) expect(counts[language]?.length ?? 0, language).toBeGreaterThan(20);
});

describe.each(pages)('%s', (page) => {
  const text = html(page);

  test('asks for nothing before its first paint', () => {
    const blocking = [
      ...tags(text, 'link').filter((tag) => /\brel=["']?(stylesheet|preload|modulepreload)\b/i.test(tag)),
      ...tags(text, 'script').filter((tag) => /\ssrc=/i.test(tag)),
      ...styles(text).flatMap((css) => css.match(/@import[^;]*;/g) ?? []),
    ];
    expect(blocking).toEqual([]);
  });

  test('names only fonts within their budgets, the system’s own first', () => {
    for (const face of fontFaces(text)) {
      const urls = [...face.matchAll(/url\(["']?([^)"']+)["']?\)/g)].map((match) => match[1] ?? '');
      for (const url of urls) {
        const file = path.posix.basename(url);
        const budget = FONT_BUDGETS.find(([name]) => name.test(file))?.[1];
        expect(budget, `${url}: a font with no budget (add one to FONT_BUDGETS)`).toBeDefined();
        expect(statSync(path.join(dist, url)).size, url).toBeLessThanOrEqual(budget ?? 0);
      }
      // A face fetched while the page paints names the installed fonts first; the hero's display face is fetched by
      // its script after the paint and never swaps in (optional).
      const display = /font-display:\s*(\w+)/.exec(face)?.[1];
      if (display !== 'optional') expect(face, 'local() before url()').toMatch(/src:\s*local\(/);
    }
  });
});
