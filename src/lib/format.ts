// The one place the product writes money, counts, durations, times and dates for people (docs/product-rules.md
// "Across the product"), shared by the pages, the islands and the server. Dates are always Colombo's: a calendar day
// ('YYYY-MM-DD') is written as it is, never shifted by the zone of the phone or the server, and an instant is
// shown at Colombo's wall-clock time (UTC+05:30 all year, src/lib/colombo-time.ts).

const wholeRupees = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
const rupeesAndCents = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const counts = new Intl.NumberFormat('en-LK');

/** Money is LKR: whole rupees `LKR 2,500`, otherwise always two decimals `LKR 1,750.50` (never `LKR 1,750.5`). */
export function formatLkr(amount: number): string {
  const cents = Math.round(amount * 100);
  return `LKR ${cents % 100 === 0 ? wholeRupees.format(cents / 100) : rupeesAndCents.format(cents / 100)}`;
}

/** 1507 -> '1,507'. */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** 90 -> "1h 30m", 60 -> "1h", 45 -> "45m". */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** '14:30' or '14:30:00' -> '2:30 PM'. */
export function formatTime12h(time: string): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  const suffix = hour >= 12 ? 'PM' : 'AM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${suffix}`;
}

const DAY_STYLES = {
  /** 'Monday, 23 November 2026': confirmations and e-mails. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '23 November 2026': pages and reviews. */
  plain: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Mon, 23 Nov 2026': SMS, where every character counts. */
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** '23 Nov 2026': the staff screens. */
  compact: { day: 'numeric', month: 'short', year: 'numeric' },
  /** The booking date strip's three parts: 'Mon', '23', 'Nov'. */
  weekday: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  month: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const INSTANT_STYLES = {
  /** '23 Nov 2026, 14:30': the staff screens. */
  compact: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** '23 November 2026'. */
  plain: DAY_STYLES.plain,
  /** 'Monday, 23 November 2026 at 14:30': the staff e-mail of a contact message. */
  long: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof DAY_STYLES;
export type InstantStyle = keyof typeof INSTANT_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'day' | 'instant', style: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}:${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    // A calendar day is read as midnight UTC and written in UTC, so it stays the day it names.
    cached = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: kind === 'day' ? 'UTC' : 'Asia/Colombo' });
    formatters.set(key, cached);
  }
  return cached;
}

/** A calendar day: 'YYYY-MM-DD', or a content file's date (midnight UTC of that day). */
export function formatDay(date: string | Date, style: DayStyle): string {
  const day = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return formatter('day', style, DAY_STYLES[style]).format(day);
}

/** An instant (ISO text or Date) at Colombo's wall-clock time. */
export function formatInstant(instant: string | Date, style: InstantStyle): string {
  return formatter('instant', style, INSTANT_STYLES[style]).format(new Date(instant));
}
