// The one place the product writes money, counts, durations, times and dates for people (docs/product-rules.md
// "Across the product"), shared by the pages, the islands and the server. Dates are always Colombo's: a calendar day
// ('YYYY-MM-DD') is written as it is, never shifted by the zone of the phone or the server, and an instant is
// shown at Colombo's wall-clock time (UTC+05:30 all year, src/shared/utils/colombo-time.ts).

import { LOCALE_TAGS, type Locale } from '../../i18n/locales.ts';

// Every function takes the language of the page or of the patient (docs/i18n.md); English is the default, so the
// spec's English forms ('LKR 2,500', '1h 30m', '2:30 PM') stay exactly as they are. Digits are Western in all three
// languages, as Sri Lankans write them.

/** The rupee as each language writes it before an amount (Intl's Tamil form is the English 'Rs.'). */
const RUPEE: Record<Locale, string> = { en: 'LKR', si: 'රු.', ta: 'ரூ.' };

/** Money is LKR: whole rupees `LKR 2,500`, otherwise always two decimals `LKR 1,750.50` (never `LKR 1,750.5`). */
export function formatLkr(amount: number, locale: Locale = 'en'): string {
  const cents = Math.round(amount * 100);
  // The amount's digits and separators are the same in every language: the English form's.
  const digits =
    cents % 100 === 0
      ? numberFormat('en', 'rupees', { maximumFractionDigits: 0 })
      : numberFormat('en', 'rupees-and-cents', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${RUPEE[locale]} ${digits.format(cents / 100)}`;
}

// Formats are made on first use, never when the module loads: making one costs a phone several milliseconds, and
// a page whose island imports this module may never write an amount (docs/performance.md).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}:${key}`;
  let cached = numberFormats.get(id);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE_TAGS[locale], options);
    numberFormats.set(id, cached);
  }
  return cached;
}

/** 1507 -> '1,507'. */
export function formatCount(value: number, locale: Locale = 'en'): string {
  return numberFormat(locale, 'count', {}).format(value);
}

/**
 * Sinhala hours and minutes as ICU writes them (CLDR's short units), for browsers whose Intl has no Sinhala data:
 * Debian's Chromium writes '1 hr', so a page built in Node said 'පැය 1' and its island, hydrating, found another
 * text (React's error 418). Tested against ICU.
 */
const SINHALA_UNITS = { hour: 'පැය', minute: 'මිනි' };

/** A whole number of hours or minutes in the language's short unit ('1h' in English). */
function durationPart(value: number, unit: 'hour' | 'minute', locale: Locale): string {
  if (locale === 'si') return `${SINHALA_UNITS[unit]} ${value}`;
  const unitDisplay = locale === 'en' ? 'narrow' : 'short';
  return numberFormat(locale, unit, { style: 'unit', unit, unitDisplay }).format(value);
}

/** 90 -> "1h 30m", 60 -> "1h", 45 -> "45m"; Sinhala 'පැය 1 මිනි 30', Tamil '1 ம. 30 நிமி.'. */
export function formatDuration(minutes: number, locale: Locale = 'en'): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? durationPart(hours, 'hour', locale) : '',
    rest > 0 || hours === 0 ? durationPart(rest, 'minute', locale) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** Before and after noon as each language writes them ('2:30 PM', 'ප.ව. 2:30', '2:30 பி.ப.'). */
const DAY_HALVES: Record<Locale, { am: string; pm: string; before: boolean }> = {
  en: { am: 'AM', pm: 'PM', before: false },
  si: { am: 'පෙ.ව.', pm: 'ප.ව.', before: true },
  ta: { am: 'மு.ப.', pm: 'பி.ப.', before: false },
};

/** '14:30' or '14:30:00' -> '2:30 PM'. */
export function formatTime12h(time: string, locale: Locale = 'en'): string {
  const [hourText = '0', minute = '00'] = time.split(':');
  const hour = Number(hourText);
  const halves = DAY_HALVES[locale];
  const suffix = hour >= 12 ? halves.pm : halves.am;
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${minute}`;
  return halves.before ? `${suffix} ${clock}` : `${clock} ${suffix}`;
}

/** '9:30', '09:30' or '14:30:00' -> '09:30', '14:30': the staff screens' 24-hour clock (docs/product-rules.md). */
export function formatTime24(time: string): string {
  const [hour = '0', minute = '00'] = time.split(':');
  return `${hour.padStart(2, '0')}:${minute.slice(0, 2)}`;
}

const DAY_STYLES = {
  /** 'Monday, 23 November 2026': confirmations and e-mails. */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** '23 November 2026': pages and reviews. */
  plain: { day: 'numeric', month: 'long', year: 'numeric' },
  /** 'Mon, 23 Nov 2026': SMS, where every character counts. */
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** 'Mon 23 Nov': a day of the coming month in a Sinhala or Tamil SMS, where a character costs twice as much. */
  soon: { weekday: 'short', day: 'numeric', month: 'short' },
  /** '23 Nov 2026': the staff screens. */
  compact: { day: 'numeric', month: 'short', year: 'numeric' },
  /** The booking date strip's three parts: 'Mon', '23', 'Nov'. */
  weekday: { weekday: 'short' },
  dayOfMonth: { day: 'numeric' },
  month: { month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const INSTANT_STYLES = {
  /** '23 Nov 2026, 09:30': the staff screens, on the 24-hour clock. */
  compact: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** '23 November 2026'. */
  plain: DAY_STYLES.plain,
  /** 'Monday, 23 November 2026 at 14:30': the staff e-mail of a contact message. */
  long: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof DAY_STYLES;
export type InstantStyle = keyof typeof INSTANT_STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  kind: 'day' | 'instant',
  style: string,
  options: Intl.DateTimeFormatOptions,
  locale: Locale,
): Intl.DateTimeFormat {
  const key = `${locale}:${kind}:${style}`;
  let cached = formatters.get(key);
  if (!cached) {
    // A calendar day is read as midnight UTC and written in UTC, so it stays the day it names. English keeps the
    // day-month order Sri Lankans write ('23 November 2026'), which en-GB gives.
    const tag = locale === 'en' ? 'en-GB' : LOCALE_TAGS[locale];
    cached = new Intl.DateTimeFormat(tag, { ...options, timeZone: kind === 'day' ? 'UTC' : 'Asia/Colombo' });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * Sinhala month and weekday names as ICU writes them (CLDR), for browsers whose Intl has no Sinhala dates (Chromium
 * falls back to English): the page then says the same day as the server's SMS and e-mails. Tested against ICU.
 */
const SINHALA_MONTHS = ['දුරුතු', 'නවම්', 'මැදින්', 'බක්', 'වෙසක්', 'පොසොන්', 'ඇසළ', 'නිකිණි', 'බිනර', 'වප්', 'ඉල්', 'උඳුවප්'];
const SINHALA_WEEKDAYS = {
  long: ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'],
  short: ['ඉරිදා', 'සඳුදා', 'අඟහ', 'බදාදා', 'බ්‍රහස්', 'සිකු', 'සෙන'],
};

/** A calendar day in Sinhala without Intl's data, in ICU's order: '2026 ඉල් 25, බදාදා', or without the year
 * 'ඉල් 25 බදාදා' (ICU's comma follows the year). */
export function sinhalaDayWithoutIntl(day: Date, style: DayStyle): string {
  const options: Intl.DateTimeFormatOptions = DAY_STYLES[style];
  const date = [
    options.year ? String(day.getUTCFullYear()) : '',
    options.month ? SINHALA_MONTHS[day.getUTCMonth()] : '',
    options.day ? String(day.getUTCDate()) : '',
  ].filter(Boolean);
  const weekday = options.weekday
    ? SINHALA_WEEKDAYS[options.weekday === 'long' ? 'long' : 'short'][day.getUTCDay()]
    : '';
  return [date.join(' '), weekday].filter(Boolean).join(options.year ? ', ' : ' ');
}

let sinhalaDates: boolean | undefined;

/** A calendar day: 'YYYY-MM-DD', or a content file's date (midnight UTC of that day). */
export function formatDay(date: string | Date, style: DayStyle, locale: Locale = 'en'): string {
  const day = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  if (locale === 'si') {
    sinhalaDates ??= Intl.DateTimeFormat.supportedLocalesOf(LOCALE_TAGS.si).length > 0;
    if (!sinhalaDates) return sinhalaDayWithoutIntl(day, style);
  }
  return formatter('day', style, DAY_STYLES[style], locale).format(day);
}

/** An instant (ISO text or Date) at Colombo's wall-clock time. */
export function formatInstant(instant: string | Date, style: InstantStyle, locale: Locale = 'en'): string {
  return formatter('instant', style, INSTANT_STYLES[style], locale).format(new Date(instant));
}
