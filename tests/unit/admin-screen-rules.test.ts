import { describe, expect, test } from 'vitest';
import {
  appointmentFiltersSchema,
  type DateFilter,
  dayRange,
  FIRST_PAGE,
  filtersFromQuery,
  filtersToQuery,
  NO_FILTERS,
} from '../../src/shared/booking/appointment-filters.ts';
import { allowedChanges, canChangeStatus, refusalOf } from '../../src/shared/booking/appointment-status.ts';
import type { AppointmentStatus } from '../../src/shared/enums.ts';
import { benefitsFromText, serviceFieldsSchema } from '../../src/shared/services/service-form.ts';
import { sniffImageType } from '../../src/shared/uploads/image-type.ts';

describe('appointment date filters in Colombo', () => {
  // Monday 23 November 2026. 18:00 UTC is 23:30 in Colombo, 19:00 UTC is 00:30 the next day.
  const lateMonday = new Date('2026-11-23T18:00:00Z');
  const earlyTuesday = new Date('2026-11-23T19:00:00Z');
  const lateSunday = new Date('2026-11-29T18:00:00Z');
  const range = (date: DateFilter, now: Date, custom: { from?: string; to?: string } = {}) =>
    dayRange({ date, ...custom }, now);
  test.each([
    ['today', lateMonday, { first: '2026-11-23', last: '2026-11-23' }],
    ['today', earlyTuesday, { first: '2026-11-24', last: '2026-11-24' }],
    ['tomorrow', lateMonday, { first: '2026-11-24', last: '2026-11-24' }],
    ['tomorrow', earlyTuesday, { first: '2026-11-25', last: '2026-11-25' }],
    ['week', lateMonday, { first: '2026-11-23', last: '2026-11-29' }],
    ['week', lateSunday, { first: '2026-11-23', last: '2026-11-29' }],
    // 00:30 on Monday the 30th in Colombo is a new week.
    ['week', new Date('2026-11-29T19:00:00Z'), { first: '2026-11-30', last: '2026-12-06' }],
    ['all', lateMonday, {}],
  ] as const)('%s at %s keeps %j', (date, now, expected) => {
    expect(range(date, now)).toEqual(expected);
  });
  test('chosen days are the days chosen, either end open', () => {
    expect(range('custom', lateMonday, { from: '2026-12-01', to: '2026-12-03' })).toEqual({
      first: '2026-12-01',
      last: '2026-12-03',
    });
    expect(range('custom', lateMonday, { from: '2026-12-01' })).toEqual({ first: '2026-12-01', last: undefined });
  });
  test('only non-default filters go in the query string, and the query string gives them back', () => {
    expect(filtersToQuery(NO_FILTERS)).toBe('');
    const filters = {
      ...NO_FILTERS,
      search: 'Perera',
      status: 'arrived',
      date: 'custom',
      from: '2026-12-01',
      to: '2026-12-01',
      center: 'gampaha',
    } as const;
    expect(filtersToQuery(filters)).toBe(
      '?search=Perera&status=arrived&date=custom&center=gampaha&from=2026-12-01&to=2026-12-01',
    );
    expect(filtersFromQuery(filtersToQuery(filters))).toEqual({ ...filters, ...FIRST_PAGE });
  });
  test('the page, its size and the order go in the query string too, only where they differ from the first page', () => {
    const list = { ...NO_FILTERS, status: 'pending', page: 3, pageSize: 50, sort: 'booked' } as const;
    expect(filtersToQuery(list)).toBe('?status=pending&sort=booked&pageSize=50&page=3');
    expect(filtersFromQuery(filtersToQuery(list))).toEqual(list);
    expect(filtersToQuery({ ...NO_FILTERS, ...FIRST_PAGE })).toBe('');
    expect(filtersFromQuery('?page=0&pageSize=500&sort=name&status=pending')).toEqual({
      ...NO_FILTERS,
      ...FIRST_PAGE,
      status: 'pending',
    });
  });
  test('a hand-edited address keeps what is right and drops what is not', () => {
    expect(filtersFromQuery('?status=nonsense&date=tomorrow&doctor=x')).toEqual({
      ...NO_FILTERS,
      ...FIRST_PAGE,
      date: 'tomorrow',
    });
    expect(appointmentFiltersSchema.safeParse({ date: 'custom', from: '2026-12-03', to: '2026-12-01' }).success).toBe(
      false,
    );
  });
});

describe('appointment status changes', () => {
  // 09:30 in Colombo on Sunday the 22nd is 04:00 UTC.
  const slot = { date: '2026-11-22', time: '09:30:00' };
  const dayBefore = new Date('2026-11-21T00:00:00Z');
  const morningOf = new Date('2026-11-22T02:00:00Z');
  const afterStart = new Date('2026-11-22T04:00:00Z');
  const offered = (from: AppointmentStatus, now: Date, mayCorrect = false) =>
    allowedChanges(from, slot, now, { mayCorrect }).map(({ to, correction }) => (correction ? `fix ${to}` : to));
  test.each(['no_show', 'completed'] as const)('%s from confirmed only once the Colombo visit time has come', (to) => {
    expect(canChangeStatus('confirmed', to, slot, new Date('2026-11-22T03:59:00Z'))).toBe(false);
    expect(canChangeStatus('confirmed', to, slot, afterStart)).toBe(true);
  });
  test.each([
    ['pending', dayBefore, false, ['confirmed', 'cancelled']],
    ['pending', morningOf, false, ['confirmed', 'arrived', 'cancelled']],
    ['pending', afterStart, false, ['confirmed', 'arrived', 'no_show', 'cancelled']],
    ['confirmed', dayBefore, false, ['cancelled']],
    ['confirmed', morningOf, false, ['arrived', 'cancelled']],
    ['confirmed', afterStart, false, ['arrived', 'completed', 'no_show', 'cancelled']],
    ['arrived', morningOf, false, ['completed']],
    ['arrived', afterStart, true, ['completed', 'fix no_show']],
    ['completed', afterStart, false, []],
    ['completed', afterStart, true, ['fix no_show']],
    ['no_show', afterStart, false, []],
    ['no_show', afterStart, true, ['fix arrived', 'fix completed']],
    ['cancelled', afterStart, true, []],
  ] as const)('%s at %s (may correct: %s) offers %j', (from, now, mayCorrect, expected) => {
    expect(offered(from, now, mayCorrect)).toEqual(expected);
  });
  test.each([
    ['confirmed', 'arrived', dayBefore, 'A patient can be marked as arrived only on the day of the visit.'],
    ['confirmed', 'no_show', morningOf, 'An appointment can be marked as a no-show only after its time has passed.'],
    ['arrived', 'cancelled', afterStart, 'An arrived appointment cannot be changed to cancelled.'],
  ] as const)('%s -> %s at %s is refused: %s', (from, to, now, message) => {
    expect(canChangeStatus(from, to, slot, now, { mayCorrect: true })).toBe(false);
    expect(refusalOf(from, to, slot, now)).toBe(message);
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
