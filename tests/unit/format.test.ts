import { describe, expect, test } from 'vitest';
import {
  formatCount,
  formatDay,
  formatDuration,
  formatInstant,
  formatLkr,
  formatTime12h,
  formatTime24,
} from '../../src/shared/utils/format.ts';

describe('formatDuration', () => {
  test.each([
    [90, '1h 30m'],
    [60, '1h'],
    [45, '45m'],
    [120, '2h'],
    [5, '5m'],
  ])('%i minutes reads %s', (minutes, text) => expect(formatDuration(minutes)).toBe(text));
});

describe('formatLkr', () => {
  test.each([
    [2500, 'LKR 2,500'],
    [0, 'LKR 0'],
    [35000, 'LKR 35,000'],
    [1250.5, 'LKR 1,250.50'],
    [1750.05, 'LKR 1,750.05'],
    [99.999, 'LKR 100'],
    [1234567.8, 'LKR 1,234,567.80'],
  ])('%d reads %s', (amount, text) => expect(formatLkr(amount)).toBe(text));
});

describe('formatTime12h', () => {
  test.each([
    ['09:00', '9:00 AM'],
    ['12:30:00', '12:30 PM'],
    ['00:15', '12:15 AM'],
    ['16:45', '4:45 PM'],
  ])('%s reads %s', (time, text) => expect(formatTime12h(time)).toBe(text));
});

describe('formatTime24: the staff screens write one clock', () => {
  test.each([
    ['09:00', '09:00'],
    ['9:05', '09:05'],
    ['12:30:00', '12:30'],
    ['00:15', '00:15'],
    ['16:45', '16:45'],
  ])('%s reads %s', (time, text) => expect(formatTime24(time)).toBe(text));
});

describe('formatCount', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1507, '1,507'],
    [1234567, '1,234,567'],
  ])('%i reads %s', (value, text) => expect(formatCount(value)).toBe(text));
});

describe('formatDay writes the calendar day it is given, whatever the zone', () => {
  test.each([
    ['2026-11-23', 'long', 'Monday, 23 November 2026'],
    ['2026-11-23', 'plain', '23 November 2026'],
    ['2026-11-22', 'short', 'Sun, 22 Nov 2026'],
    ['2026-11-21', 'compact', '21 Nov 2026'],
    ['2026-01-01', 'weekday', 'Thu'],
    ['2026-01-01', 'dayOfMonth', '1'],
    ['2026-01-01', 'month', 'Jan'],
    // A content file's date is midnight UTC of its day.
    [new Date('2026-12-31T00:00:00Z'), 'plain', '31 December 2026'],
  ] as const)('%s as %s reads %s', (date, style, text) => expect(formatDay(date, style)).toBe(text));
});

describe('formatInstant shows Colombo wall-clock time (UTC+05:30)', () => {
  test.each([
    ['2026-11-23T09:00:00Z', 'compact', '23 Nov 2026, 14:30'],
    // A morning instant on the 24-hour clock with its leading zero, never '9:21' or '9:21 AM'.
    ['2026-11-29T03:51:00Z', 'compact', '29 Nov 2026, 09:21'],
    // 20:00 UTC is already the next day in Colombo.
    ['2026-11-22T20:00:00Z', 'plain', '23 November 2026'],
    [new Date('2026-11-23T09:00:00Z'), 'long', 'Monday, 23 November 2026 at 14:30'],
  ] as const)('%s as %s reads %s', (instant, style, text) => expect(formatInstant(instant, style)).toBe(text));
});

describe('in Sinhala and Tamil', () => {
  test.each([
    ['si', formatLkr(2500, 'si'), 'රු. 2,500'],
    ['ta', formatLkr(1750.5, 'ta'), 'ரூ. 1,750.50'],
    ['si', formatTime12h('14:30', 'si'), 'ප.ව. 2:30'],
    ['ta', formatTime12h('09:05', 'ta'), '9:05 மு.ப.'],
    ['si', formatDuration(90, 'si'), 'පැය 1 මිනි 30'],
    ['ta', formatDuration(45, 'ta'), '45 நிமி.'],
    ['ta', formatDay('2026-11-23', 'long', 'ta'), 'திங்கள், 23 நவம்பர், 2026'],
  ])('%s: %s', (_locale, written, expected) => {
    expect(written).toBe(expected);
  });

  test('no Latin letters in a Sinhala or Tamil date, time or price', () => {
    for (const locale of ['si', 'ta'] as const) {
      const texts = [formatLkr(2500, locale), formatTime12h('18:00', locale), formatDay('2026-01-05', 'short', locale)];
      for (const text of texts) expect(text).not.toMatch(/[A-Za-z]/);
    }
  });
});
