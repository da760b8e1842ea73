// The build steps of the Sinhala and Tamil pages (docs/i18n.md): the remembered language's redirect rules and the
// characters a script font is cut to.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { languageRedirects, pagesOf } from '../../integrations/language-redirects.ts';
import { charactersIn } from '../../integrations/script-fonts.ts';
import { SCRIPT_FONTS } from '../../src/i18n/script-fonts.ts';

test('the pages of a language are read from its folder of the build', async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  for (const page of ['si', 'si/services', 'si/volunteer/apply', 'ta']) {
    await mkdir(path.join(dist, page), { recursive: true });
    await writeFile(path.join(dist, page, 'index.html'), '<html></html>');
  }
  expect(await pagesOf(dist, 'si')).toEqual(['/', '/services', '/volunteer/apply']);
  expect(await pagesOf(dist, 'ta')).toEqual(['/']);
});

test('one forced redirect per page, only for visitors whose nf_lang cookie names the language', () => {
  expect(languageRedirects({ si: ['/', '/services'], ta: ['/centers'] }).split('\n')).toEqual([
    '/ /si/ 302! Language=si Cookie=nf_lang',
    '/services /si/services 302! Language=si Cookie=nf_lang',
    '/centers /ta/centers 302! Language=ta Cookie=nf_lang',
  ]);
});

test.each([
  ['si', ['<p>ශ්‍රී ලංකාව</p>', '<p>Hela Wedakama ලංකා</p>'], 'ංකලාවශ්ී‍්ර'],
  ['ta', ['<p>இலங்கை</p><span>Sinhala: ලංකා</span>'], 'ஙஇலகைக்'],
])('%s: the font keeps the characters of its script the pages use, once each', (locale, pages, expected) => {
  const font = SCRIPT_FONTS.find((candidate) => candidate.locale === locale);
  if (!font) throw new Error(locale);
  expect(charactersIn(pages, font.characters)).toBe([...new Set(expected)].sort().join(''));
});
