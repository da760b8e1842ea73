import { describe, expect, test } from 'vitest';
import { filtersToQuery, firstDay, lastDay } from '../../src/shared/booking/appointment-filters.ts';
import { allowedChanges, canChangeStatus } from '../../src/shared/booking/appointment-status.ts';
import { benefitsFromText, serviceFieldsSchema } from '../../src/shared/services/service-form.ts';
import { sniffImageType } from '../../src/shared/uploads/image-type.ts';

describe('appointment date filters in Colombo', () => {
  // 19:00 UTC on the 21st is 00:30 on the 22nd in Colombo.
  const now = new Date('2026-11-21T19:00:00Z');
  test('today is the Colombo day, whatever the server zone', () => {
    expect(firstDay('today', now)).toBe('2026-11-22');
    expect(lastDay('today', now)).toBe('2026-11-22');
  });
  test('this week is the past seven days (today included) and every later date', () => {
    expect(firstDay('week', now)).toBe('2026-11-16');
    expect(lastDay('week', now)).toBeUndefined();
    expect(firstDay('all', now)).toBeUndefined();
  });
  test('only non-default filters go in the query string', () => {
    expect(filtersToQuery({ search: ' ', status: 'all', date: 'all' })).toBe('');
    expect(filtersToQuery({ search: 'Perera', status: 'pending', date: 'week' })).toBe(
      '?search=Perera&status=pending&date=week',
    );
  });
});

describe('appointment status changes', () => {
  const slot = { date: '2026-11-22', time: '09:30:00' };
  test.each(['no_show', 'completed'] as const)('%s only once the Colombo appointment time has passed', (to) => {
    expect(canChangeStatus('confirmed', to, slot, new Date('2026-11-22T03:59:00Z'))).toBe(false);
    expect(canChangeStatus('confirmed', to, slot, new Date('2026-11-22T04:00:00Z'))).toBe(true);
  });
  test.each([
    ['pending', ['confirmed', 'cancelled']],
    ['confirmed', []],
    ['completed', []],
    ['cancelled', []],
    ['no_show', []],
  ] as const)('%s offers %j before the appointment', (from, expected) => {
    expect(allowedChanges(from, slot, new Date('2026-11-21T00:00:00Z'))).toEqual(expected);
  });
});

describe('image type from the first bytes', () => {
  const bytes = (...values: (number | string)[]) =>
    Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));
  test.each([
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0)],
    ['jpg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', 1, 0)],
    [undefined, bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    [undefined, bytes('%PDF-1.7')],
    [undefined, bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt ')],
    [undefined, bytes()],
  ])('%s', (expected, input) => {
    expect(sniffImageType(input)).toBe(expected);
  });
});

test('service form: spec defaults and benefits one per line', () => {
  expect(benefitsFromText('A\n\n  B  \r\n\n')).toEqual(['A', 'B']);
  expect(serviceFieldsSchema.parse({ name: 'X', description: 'Y' })).toMatchObject({
    duration: 30,
    price: 0,
    category: 'traditional',
    icon: '🌿',
    available: true,
    featured: false,
    benefits: [],
    image_url: null,
  });
  expect(serviceFieldsSchema.safeParse({ name: 'X', description: 'Y', image_url: 'javascript:alert(1)' }).success).toBe(
    false,
  );
});
