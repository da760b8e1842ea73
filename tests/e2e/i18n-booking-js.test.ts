// The Sinhala and Tamil booking pages make a phone download exactly the JavaScript the English ones do
// (docs/i18n.md): their texts travel in the page's HTML, as the islands' props, never as a translation runtime. The
// one script of their own is the few lines that keep the page hidden until its script font is here ("Fonts").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { pageWeight } from '../../scripts/lib/js-weight.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

/** gzip bytes of the page's inline script that waits for its script font (ScriptFont.astro). */
function fontScript(page: string): number {
  const html = readFileSync(path.join(dist, page, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body = '']) => body);
  const font = scripts.filter((body) => body.includes('font-wait'));
  expect(font).toHaveLength(1);
  return gzipSync(font[0] ?? '').length;
}

test.each([
  ['/appointment', 'si'],
  ['/appointment', 'ta'],
  ['/appointment/manage', 'si'],
  ['/appointment/manage', 'ta'],
])('%s in %s: the same JavaScript on load as in English, and the font wait', (page, locale) => {
  const english = pageWeight(dist, page);
  const translated = pageWeight(dist, `/${locale}${page}`);
  expect(translated.onLoad).toBe(english.onLoad + fontScript(`/${locale}${page}`));
  expect(translated.modules.map(({ file }) => file)).toEqual(english.modules.map(({ file }) => file));
});
