// Dates on the admin screens, one format everywhere whatever the browser's language: a Colombo calendar day
// ('YYYY-MM-DD') as '25 Nov 2026', an instant as Colombo local '25 Nov 2026, 2:30 pm'.
const day = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
const instant = new Intl.DateTimeFormat('en-GB', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Colombo',
});

/** '2026-11-21' -> '21 Nov 2026' (the calendar day as written, never shifted by a time zone). */
export function formatDay(date: string): string {
  return day.format(new Date(`${date}T00:00:00Z`));
}

/** An ISO instant as Colombo local date and time. */
export function formatInstant(iso: string): string {
  return instant.format(new Date(iso));
}
