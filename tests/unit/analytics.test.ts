import { describe, expect, test } from 'vitest';
import { wrapIndex } from '../../src/components/home/gallery.ts';
import { createAnalytics, safePageLocation } from '../../src/shared/utils/analytics.ts';

describe('analytics', () => {
  test('sends nothing at all without a measurement id', () => {
    const sent: unknown[] = [];
    const analytics = createAnalytics(undefined, (command) => sent.push(command));
    analytics.pageView('https://www.helawedakama.lk/');
    analytics.event('select_promotion', { location: 'header' });
    expect(analytics.enabled).toBe(false);
    expect(sent).toEqual([]);
  });

  test('with an id: configured without automatic page views or ad signals, then events', () => {
    const sent: unknown[][] = [];
    const analytics = createAnalytics('G-TEST', (command) => sent.push(command));
    analytics.pageView('https://www.helawedakama.lk/appointment?center=kandy&phone=0771234567#step2');
    analytics.event('select_promotion', { location: 'header', variant: 'mobile' });
    expect(sent[1]).toEqual([
      'config',
      'G-TEST',
      expect.objectContaining({ send_page_view: false, allow_ad_personalization_signals: false }),
    ]);
    expect(sent[2]).toEqual([
      'event',
      'page_view',
      { page_location: 'https://www.helawedakama.lk/appointment?center=kandy' },
    ]);
    expect(sent[3]).toEqual(['event', 'select_promotion', { location: 'header', variant: 'mobile' }]);
  });

  test.each([
    ['https://x.lk/contact?email=a%40b.lk&name=Nimal', 'https://x.lk/contact'],
    ['https://x.lk/services?category=therapy', 'https://x.lk/services?category=therapy'],
    ['https://x.lk/?utm_source=fb&token=abc', 'https://x.lk/?utm_source=fb'],
  ])('page location of %s keeps no personal data: %s', (href, safe) => expect(safePageLocation(href)).toBe(safe));
});

test.each([
  [0, -1, 11, 10],
  [10, 1, 11, 0],
  [4, 1, 11, 5],
  [0, -12, 11, 10],
])('gallery index %i moved by %i among %i is %i', (index, step, total, next) =>
  expect(wrapIndex(index, step, total)).toBe(next),
);
