import { describe, expect, test } from 'vitest';
import { mergeTranslation, translationProblems } from '../../src/i18n/translation-merge.ts';

const english = {
  title: 'Home',
  order: 2,
  hero: { headline: 'Healing', image: { src: '/hero.webp', width: 800 } },
  benefits: ['Calm', 'Sleep'],
};

describe('translationProblems', () => {
  test.each([
    [{ title: 'මුල් පිටුව', reviewed: false }, []],
    [{ hero: { headline: 'සුවය' } }, []],
    [{ subtitle: 'x' }, ['f.json: "subtitle" is not a field of the English file']],
    [{ order: 'two' }, ['f.json: "order" should be a number like the English one']],
    [{ benefits: 'Calm' }, ['f.json: "benefits" should be a list like the English one']],
    [{ hero: { headline: ['x'] } }, ['f.json: "hero.headline" should be a string like the English one']],
    [{ hero: { caption: 'x' } }, ['f.json: "hero.caption" is not a field of the English file']],
  ])('%j', (translated, problems) => {
    expect(translationProblems('f.json', english, translated)).toEqual(problems);
  });
});

test('a translated object keeps the English fields it does not translate (the hero keeps its image)', () => {
  const merged = mergeTranslation(english, { hero: { headline: 'සුවය' }, benefits: ['සන්සුන්'] });
  expect(merged).toEqual({
    title: 'Home',
    order: 2,
    hero: { headline: 'සුවය', image: { src: '/hero.webp', width: 800 } },
    benefits: ['සන්සුන්'],
  });
  expect(english.hero.headline).toBe('Healing');
});

test('a list of objects merges item by item: images keep their files and take the translated alt texts', () => {
  const product = {
    images: [
      { src: 'a.webp', alt: 'Jar' },
      { src: 'b.webp', alt: 'Leaves' },
    ],
  };
  expect(mergeTranslation(product, { images: [{ alt: 'භාජනය' }, { alt: 'කොළ' }] })).toEqual({
    images: [
      { src: 'a.webp', alt: 'භාජනය' },
      { src: 'b.webp', alt: 'කොළ' },
    ],
  });
  expect(translationProblems('p.json', product, { images: [{ alt: 'x' }] })).toEqual([
    'p.json: "images" should have 2 items like the English one',
  ]);
  expect(translationProblems('p.json', product, { images: [{ alt: 'x' }, { caption: 'y' }] })).toEqual([
    'p.json: "images.1.caption" is not a field of the English file',
  ]);
});
