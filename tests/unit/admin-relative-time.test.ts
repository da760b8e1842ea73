import { expect, test } from 'vitest';
import { relativeTime } from '../../src/components/admin/relative-time.ts';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test.each([
  [ago(20_000), 'Just now'],
  [ago(60_000), '1 minute ago'],
  [ago(59 * 60_000), '59 minutes ago'],
  [ago(60 * 60_000), '1 hour ago'],
  [ago(23 * 3_600_000 + 59 * 60_000), '23 hours ago'],
  [ago(24 * 3_600_000), '1 day ago'],
  [ago(9 * 24 * 3_600_000), '9 days ago'],
])('%s reads as %s', (timestamp, expected) => {
  expect(relativeTime(timestamp, NOW)).toBe(expected);
});
