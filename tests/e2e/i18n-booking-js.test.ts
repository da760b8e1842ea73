// The Sinhala and Tamil booking pages make a phone download exactly the JavaScript the English ones do
// (docs/i18n.md): their texts travel in the page's HTML, as the islands' props, never as a translation runtime.
import path from 'node:path';
import { expect, test } from 'vitest';
import { pageWeight } from '../../scripts/lib/js-weight.ts';

const dist = path.resolve(import.meta.dirname, '../../dist');

test.each([
  ['/appointment', 'si'],
  ['/appointment', 'ta'],
  ['/appointment/manage', 'si'],
  ['/appointment/manage', 'ta'],
])('%s in %s: the same JavaScript on load as in English', (page, locale) => {
  const english = pageWeight(dist, page);
  const translated = pageWeight(dist, `/${locale}${page}`);
  expect(translated.onLoad).toBe(english.onLoad);
  expect(translated.modules.map(({ file }) => file)).toEqual(english.modules.map(({ file }) => file));
});
