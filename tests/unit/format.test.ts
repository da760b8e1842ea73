import { describe, expect, test } from 'vitest';
import { formatDuration, formatLkr, formatTime12h } from '../../src/lib/format.ts';

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
