// A browser without Sinhala dates in its Intl (Chromium) writes a Sinhala day exactly as ICU does, so the booking
// page and the patient's SMS and e-mails name the same day the same way (src/shared/utils/format.ts).
import { expect, test } from 'vitest';
import { type DayStyle, formatDay, sinhalaDayWithoutIntl } from '../../src/shared/utils/format.ts';

const STYLES: DayStyle[] = ['long', 'plain', 'short', 'soon', 'compact', 'weekday', 'dayOfMonth', 'month'];
/** Every day of a year (every month, every weekday, one- and two-digit days), in each style. */
const DAYS = Array.from({ length: 366 }, (_, index) => new Date(Date.UTC(2028, 0, 1 + index)));

test.each(STYLES)('%s: the same text as ICU for every day of a year', (style) => {
  for (const day of DAYS) expect(sinhalaDayWithoutIntl(day, style)).toBe(formatDay(day, style, 'si'));
});

test('a booking day in the form the confirmation shows', () => {
  expect(sinhalaDayWithoutIntl(new Date('2026-11-25T00:00:00Z'), 'long')).toBe('2026 ඉල් 25, බදාදා');
});
