// Formatting rules shared by the pages, the islands and the server (docs/product-rules.md "Across the product", "Services").

const wholeRupees = new Intl.NumberFormat('en-LK', { maximumFractionDigits: 0 });
const rupeesAndCents = new Intl.NumberFormat('en-LK', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money is LKR: whole rupees `LKR 2,500`, otherwise always two decimals `LKR 1,750.50` (never `LKR 1,750.5`). */
export function formatLkr(amount: number): string {
  const cents = Math.round(amount * 100);
  return `LKR ${cents % 100 === 0 ? wholeRupees.format(cents / 100) : rupeesAndCents.format(cents / 100)}`;
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
