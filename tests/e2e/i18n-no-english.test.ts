// No English left on a Sinhala or Tamil page outside brand and place names (docs/i18n.md): every built page under
// dist/si and dist/ta, read as a visitor reads it (tests/support/english-scan.ts).
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { englishOnPage, englishWords } from '../support/english-scan.ts';

const pages = globSync('dist/{si,ta}/**/*.html').sort();

describe('the scan itself', () => {
  test.each([
    ['Book Now', ['Book', 'Now']],
    ['වෙන් කරන්න HW-2026-0042', []],
    ['info@helawedakama.lk, www.helawedakama.lk, old.helawedakama.lk', []],
    ['හෙළ වෙදකම (Hela Wedakama)', []],
  ])('%s', (text, words) => {
    expect(englishWords(text)).toEqual(words);
  });

  test('English marked as English (a page with no translation yet) and names marked translate="no" are skipped', () => {
    const html =
      '<html lang="si"><body><p>සිංහල</p><div lang="en"><p>Not yet translated</p></div><span translate="no">Dr Perera</span><button aria-label="Close">x</button></body></html>';
    expect(englishOnPage(html)).toEqual(['aria-label: Close']);
  });
});

test('the build wrote Sinhala and Tamil pages', () => {
  expect(pages.length).toBeGreaterThan(2);
});

test.each(pages)('%s has no English', (file) => {
  expect(englishOnPage(readFileSync(file, 'utf8'))).toEqual([]);
});
