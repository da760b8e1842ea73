// "5 minutes ago", "3 hours ago", "2 days ago" (docs/product-rules.md "Dashboard": minutes under an hour, hours under a day).
export function relativeTime(timestamp: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(timestamp)) / 60_000));
  const unit = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'} ago`;
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}
