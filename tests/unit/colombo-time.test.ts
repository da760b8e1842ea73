import { describe, expect, test } from 'vitest';
import {
  addDays,
  colomboDateStrip,
  colomboInstant,
  colomboToday,
  weekdayOf,
} from '../../src/shared/utils/colombo-time.ts';

describe('Colombo time', () => {
  test.each([
    ['2026-11-21T18:29:00Z', '2026-11-21'],
    ['2026-11-21T18:30:00Z', '2026-11-22'],
    ['2026-12-31T20:00:00Z', '2027-01-01'],
  ])('at %s it is %s in Colombo', (instant, date) => expect(colomboToday(new Date(instant))).toBe(date));

  test('the date strip is 30 days from today in Colombo', () => {
    const strip = colomboDateStrip(30, new Date('2026-11-21T19:00:00Z'));
    expect(strip).toHaveLength(30);
    expect(strip[0]).toBe('2026-11-22');
    expect(strip[29]).toBe('2026-12-21');
  });

  test('a Colombo wall-clock time is 5:30 ahead of UTC', () => {
    expect(colomboInstant('2026-11-22', '09:00').toISOString()).toBe('2026-11-22T03:30:00.000Z');
  });

  test('calendar arithmetic', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(weekdayOf('2026-11-22')).toBe(0);
  });
});
