// Asia/Colombo is UTC+05:30 all year (no daylight saving), so the product's clock is plain arithmetic and does
// not depend on the time zone of the visitor's phone or of the server (docs/decisions.md "Time is Colombo time").

export const COLOMBO_OFFSET_MINUTES = 330;
const MINUTE = 60_000;
const DAY = 86_400_000;

/** The Colombo wall clock at `now`, as a Date whose UTC fields read as Colombo local time. */
function colomboWallClock(now: Date): Date {
  return new Date(now.getTime() + COLOMBO_OFFSET_MINUTES * MINUTE);
}

/** Today's date in Colombo, 'YYYY-MM-DD'. */
export function colomboToday(now: Date = new Date()): string {
  return colomboWallClock(now).toISOString().slice(0, 10);
}

/** The Colombo wall-clock time at `now`, 'HH:MM'. */
export function colomboTimeOfDay(now: Date = new Date()): string {
  return colomboWallClock(now).toISOString().slice(11, 16);
}

/** `date` ('YYYY-MM-DD') plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, for a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The instant of a Colombo date and wall-clock time ('HH:MM' or 'HH:MM:SS'). */
export function colomboInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time.slice(0, 5)}:00Z`) - COLOMBO_OFFSET_MINUTES * MINUTE);
}

/** The `count` days starting today in Colombo: the booking date strip. */
export function colomboDateStrip(count: number, now: Date = new Date()): string[] {
  const today = colomboToday(now);
  return Array.from({ length: count }, (_, index) => addDays(today, index));
}
