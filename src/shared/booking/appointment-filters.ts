// The filters of the admin appointments list and its CSV export (docs/product-rules.md "Appointments"), shared by the screen,
// which puts them in the query string, and the server, which applies them.
import { z } from 'zod';
import { addDays, colomboToday } from '../../lib/colombo-time.ts';
import { APPOINTMENT_STATUSES } from '../enums.ts';

const DATE_FILTERS = ['all', 'today', 'week'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export const appointmentFiltersSchema = z.object({
  search: z.string().trim().max(200, 'Search is too long').optional().default(''),
  status: z
    .enum(['all', ...APPOINTMENT_STATUSES], { error: 'Unknown status' })
    .optional()
    .default('all'),
  date: z.enum(DATE_FILTERS, { error: 'Unknown date filter' }).optional().default('all'),
});
export type AppointmentFilters = z.output<typeof appointmentFiltersSchema>;

/**
 * The first appointment date a date filter keeps, in Colombo, or undefined for all. 'today' is today only
 * (see `lastDay`); 'week' is "this week" of docs/product-rules.md (Back office, Appointments), "from 7 days ago on": today and the
 * six days before it, and every later date.
 */
export function firstDay(filter: DateFilter, now: Date = new Date()): string | undefined {
  const today = colomboToday(now);
  if (filter === 'today') return today;
  if (filter === 'week') return addDays(today, -6);
  return undefined;
}

export function lastDay(filter: DateFilter, now: Date = new Date()): string | undefined {
  return filter === 'today' ? colomboToday(now) : undefined;
}

/** The query string of a set of filters (only what differs from the defaults). */
export function filtersToQuery(filters: AppointmentFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.date !== 'all') params.set('date', filters.date);
  const query = params.toString();
  return query ? `?${query}` : '';
}
