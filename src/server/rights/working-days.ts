// The date an erasure request must be answered by: 21 working days after the Colombo day it came (PDPA No. 9 of
// 2022). Saturdays and Sundays are skipped; Sri Lankan public and Poya holidays are not, because their dates are
// declared each year by gazette (Poya days follow the moon) and no list kept in the code would stay right; counting
// them as working days can only bring the date earlier, never past the law's limit (docs/data-protection.md).
import { addDays, weekdayOf } from '../../shared/utils/colombo-time.ts';

export const ANSWER_WITHIN_WORKING_DAYS = 21;

/** The Colombo day `count` working days after `day` (the day itself is not counted). */
export function addWorkingDays(day: string, count: number): string {
  let date = day;
  for (let left = count; left > 0; ) {
    date = addDays(date, 1);
    const weekday = weekdayOf(date);
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}
