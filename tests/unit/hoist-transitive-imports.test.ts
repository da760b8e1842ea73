import { describe, expect, test } from 'vitest';
import { type ChunkImports, hoistedImports, transitiveImports } from '../../integrations/hoist-transitive-imports.ts';

/** A built graph like the home page's: an entry whose import chain is three links long. */
const graph = (entries: [string, string[]][]) =>
  new Map<string, ChunkImports>(entries.map(([fileName, imports]) => [fileName, { fileName, imports }]));

const home = graph([
  ['_astro/Services.js', ['_astro/api-client.js', '_astro/card-model.js']],
  ['_astro/card-model.js', ['_astro/translate.js', '_astro/format.js']],
  ['_astro/translate.js', ['_astro/locales.js']],
  ['_astro/format.js', ['_astro/locales.js']],
  ['_astro/api-client.js', []],
  ['_astro/locales.js', []],
  ['_astro/Header.js', ['_astro/analytics.js']],
  ['_astro/analytics.js', []],
  ['_astro/a.js', ['_astro/b.js']],
  ['_astro/b.js', ['_astro/a.js']],
]);

describe('an entry names every module it needs', () => {
  test('the chain behind an entry, its own imports first, each module once', () => {
    expect(transitiveImports('_astro/Services.js', home)).toEqual([
      '_astro/api-client.js',
      '_astro/card-model.js',
      '_astro/translate.js',
      '_astro/locales.js',
      '_astro/format.js',
    ]);
  });

  test.each([
    [
      'a chain three links long',
      '_astro/Services.js',
      'import"./translate.js";import"./locales.js";import"./format.js";',
    ],
    ['an entry that imports everything itself', '_astro/Header.js', ''],
    ['a module without imports', '_astro/locales.js', ''],
    ['a cycle, which ends at the entry', '_astro/a.js', ''],
  ])('%s', (_, entry, expected) => {
    expect(hoistedImports(entry, home)).toBe(expected);
  });

  test('a chunk in another folder is named by its path from the entry', () => {
    const nested = graph([
      ['_astro/entry.js', ['_astro/shared/x.js']],
      ['_astro/shared/x.js', ['vendor/y.js']],
      ['vendor/y.js', []],
    ]);
    expect(hoistedImports('_astro/entry.js', nested)).toBe('import"../vendor/y.js";');
  });
});
