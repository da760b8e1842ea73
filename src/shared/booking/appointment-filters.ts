// The filters of the admin appointments list and its CSV export (docs/product-rules.md "Appointments"), shared by the
// screen, which keeps them in the address, and the server, which applies them. Days are Colombo calendar days.
import { z } from 'zod';
import { addDays, colomboToday, weekdayOf } from '../../lib/colombo-time.ts';
import { APPOINTMENT_STATUSES } from '../enums.ts';

export const DATE_FILTERS = ['all', 'today', 'tomorrow', 'week', 'custom'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

const day = z.iso.date({ error: 'Choose a date as YYYY-MM-DD' });
/** A centre (its slug) or a doctor (its uuid), or 'all'. */
const oneOrAll = (what: string, id: z.ZodType<string>) =>
  z
    .union([z.literal('all'), id], { error: `Unknown ${what}` })
    .optional()
    .default('all');

export const appointmentFiltersSchema = z
  .object({
    search: z.string().trim().max(200, 'Search is too long').optional().default(''),
    status: z
      .enum(['all', ...APPOINTMENT_STATUSES], { error: 'Unknown status' })
      .optional()
      .default('all'),
    /** 'week' is Monday to Sunday of this week; 'custom' is `from` to `to` (either may be left open). */
    date: z.enum(DATE_FILTERS, { error: 'Unknown date filter' }).optional().default('all'),
    from: day.optional(),
    to: day.optional(),
    center: oneOrAll('medical center', z.string().regex(/^[a-z0-9-]{1,80}$/)),
    doctor: oneOrAll('doctor', z.uuid()),
  })
  .refine((filters) => !filters.from || !filters.to || filters.from <= filters.to, {
    path: ['to'],
    message: 'The last day must not be before the first',
  });
export type AppointmentFilters = z.output<typeof appointmentFiltersSchema>;

export const NO_FILTERS: AppointmentFilters = { search: '', status: 'all', date: 'all', center: 'all', doctor: 'all' };

/** The days a date filter keeps, first and last (Colombo), each undefined where the range is open. */
export function dayRange(
  filters: Pick<AppointmentFilters, 'date' | 'from' | 'to'>,
  now: Date = new Date(),
): { first?: string; last?: string } {
  const today = colomboToday(now);
  switch (filters.date) {
    case 'today':
      return { first: today, last: today };
    case 'tomorrow':
      return { first: addDays(today, 1), last: addDays(today, 1) };
    case 'week': {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { first: monday, last: addDays(monday, 6) };
    }
    case 'custom':
      return { first: filters.from, last: filters.to };
    default:
      return {};
  }
}

/** The query string of a set of filters (only what differs from the defaults). */
export function filtersToQuery(filters: AppointmentFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const key of ['status', 'date', 'center', 'doctor'] as const) {
    if (filters[key] !== 'all') params.set(key, filters[key]);
  }
  if (filters.date === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The filters a query string names; what it gets wrong falls back to the default, as a hand-edited address may. */
export function filtersFromQuery(query: string): AppointmentFilters {
  const params = Object.fromEntries(new URLSearchParams(query));
  const parsed = appointmentFiltersSchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (appointmentFiltersSchema.safeParse({ ...kept, [key]: value }).success) kept[key] = value;
  }
  return appointmentFiltersSchema.parse(kept);
}
