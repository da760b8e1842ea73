import { expect, test } from 'vitest';
import { addWorkingDays } from '../../src/server/rights/working-days.ts';

// 2026-12-07 is a Monday. Weekends are skipped; public holidays are not (docs/data-protection.md).
test.each([
  { asked: '2026-12-07', days: 1, due: '2026-12-08', what: 'Monday + 1 is Tuesday' },
  { asked: '2026-12-11', days: 1, due: '2026-12-14', what: 'Friday + 1 skips the weekend' },
  { asked: '2026-12-12', days: 1, due: '2026-12-14', what: 'a Saturday request: Monday is the first working day' },
  { asked: '2026-12-13', days: 5, due: '2026-12-18', what: 'a Sunday request: five working days end on Friday' },
  { asked: '2026-12-07', days: 21, due: '2027-01-05', what: 'Monday + 21 is the Tuesday four weeks later' },
  { asked: '2026-12-11', days: 21, due: '2027-01-11', what: 'Friday + 21 is a Monday, across the year' },
  { asked: '2026-12-24', days: 21, due: '2027-01-22', what: 'Christmas Day and Poya days still count' },
])('$what', ({ asked, days, due }) => {
  expect(addWorkingDays(asked, days)).toBe(due);
});
