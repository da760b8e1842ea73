// Each language's catalogue has exactly English's keys (docs/i18n.md "Interface texts"). The type of `catalogues`
// refuses a Sinhala or Tamil file missing a key; a key English does not have passes the type of a JSON import, so
// it is refused here: a misspelt key would otherwise leave the English one untranslated without a word.
import { describe, expect, test } from 'vitest';
import { PREFIXED_LOCALES } from '../../src/i18n/locales.ts';
import { catalogues } from '../../src/i18n/messages/index.ts';

/** Every text's path in a catalogue: `booking.manage.tooLate`. */
function textPaths(value: unknown, at = ''): string[] {
  if (typeof value !== 'object' || value === null) return [at];
  return Object.entries(value).flatMap(([key, inner]) => textPaths(inner, at ? `${at}.${key}` : key));
}

/** How a catalogue's keys differ from English's. */
function keyDifferences(english: unknown, other: unknown): { missing: string[]; extra: string[] } {
  const [wanted, given] = [textPaths(english), textPaths(other)];
  return {
    missing: wanted.filter((path) => !given.includes(path)),
    extra: given.filter((path) => !wanted.includes(path)),
  };
}

describe('message catalogues', () => {
  test.each(PREFIXED_LOCALES)('%s has the keys of English, no fewer and no more', (locale) => {
    expect(keyDifferences(catalogues.en, catalogues[locale])).toEqual({ missing: [], extra: [] });
  });

  const english = { common: { close: 'Close', stars: { one: '{count} star', other: '{count} stars' } } };
  test.each([
    {
      case: 'the same keys',
      other: { common: { close: 'වසන්න', stars: { one: 'තරු {count}', other: 'තරු {count}' } } },
      differences: { missing: [], extra: [] },
    },
    {
      case: 'a key English does not have',
      other: { common: { close: 'x', closed: 'x', stars: { one: 'x', other: 'x' } } },
      differences: { missing: [], extra: ['common.closed'] },
    },
    {
      case: 'a key missing deep down',
      other: { common: { close: 'x', stars: { one: 'x' } } },
      differences: { missing: ['common.stars.other'], extra: [] },
    },
    {
      case: 'a text where English has its plural forms',
      other: { common: { close: 'x', stars: 'x' } },
      differences: { missing: ['common.stars.one', 'common.stars.other'], extra: ['common.stars'] },
    },
  ])('finds $case', ({ other, differences }) => {
    expect(keyDifferences(english, other)).toEqual(differences);
  });
});
