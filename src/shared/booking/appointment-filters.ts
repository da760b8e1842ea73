// The filters of the admin appointments list and its CSV export (docs/product-rules.md "Appointments"), shared by the
// screen, which keeps them in the address, and the server, which applies them. Days are Colombo calendar days.
import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../enums.ts';
import { addDays, colomboToday, weekdayOf } from '../utils/colombo-time.ts';

export const DATE_FILTERS = ['all', 'today', 'tomorrow', 'week', 'custom'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

const day = z.iso.date({ error: 'Choose a date as YYYY-MM-DD' });
/** A centre (its slug) or a doctor (its uuid), or 'all'. */
const oneOrAll = (what: string, id: z.ZodType<string>) =>
  z
    .union([z.literal('all'), id], { error: `Unknown ${what}` })
    .optional()
    .default('all');

const filterFields = {
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
};

const daysInOrder = (filters: { from?: string; to?: string }) =>
  !filters.from || !filters.to || filters.from <= filters.to;
const DAYS_IN_ORDER = { path: ['to'], message: 'The last day must not be before the first' };

export const appointmentFiltersSchema = z.object(filterFields).refine(daysInOrder, DAYS_IN_ORDER);
export type AppointmentFilters = z.output<typeof appointmentFiltersSchema>;

export const NO_FILTERS: AppointmentFilters = { search: '', status: 'all', date: 'all', center: 'all', doctor: 'all' };

/** The orders of the list: `visit` (upcoming soonest first, then past latest first), `booked` (newest booking first). */
export const APPOINTMENT_SORTS = ['visit', 'booked'] as const;
export type AppointmentSort = (typeof APPOINTMENT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const pagingFields = {
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .optional()
    .default(1),
  pageSize: z.coerce
    .number({ error: `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}` })
    .int(`Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .min(1, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Page size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
    .optional()
    .default(DEFAULT_PAGE_SIZE),
  sort: z.enum(APPOINTMENT_SORTS, { error: 'Sort must be visit or booked' }).optional().default('visit'),
};

/** One page of the list: the filters, the page (1-based), its size and the order. */
export const appointmentListSchema = z.object({ ...filterFields, ...pagingFields }).refine(daysInOrder, DAYS_IN_ORDER);
export type AppointmentListQuery = z.output<typeof appointmentListSchema>;
export type AppointmentPaging = Pick<AppointmentListQuery, 'page' | 'pageSize' | 'sort'>;

export const FIRST_PAGE: AppointmentPaging = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: 'visit' };

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

/** The query string of a set of filters and, when given, the page (only what differs from the defaults). */
export function filtersToQuery(filters: AppointmentFilters & Partial<AppointmentPaging>): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  for (const key of ['status', 'date', 'center', 'doctor'] as const) {
    if (filters[key] !== 'all') params.set(key, filters[key]);
  }
  if (filters.date === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.sort && filters.sort !== FIRST_PAGE.sort) params.set('sort', filters.sort);
  if (filters.pageSize && filters.pageSize !== FIRST_PAGE.pageSize) params.set('pageSize', String(filters.pageSize));
  if (filters.page && filters.page !== FIRST_PAGE.page) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The filters and page a query string names; what it gets wrong falls back to the default, as a hand-edited address
 * may.
 */
export function filtersFromQuery(query: string): AppointmentListQuery {
  const params = Object.fromEntries(new URLSearchParams(query));
  const parsed = appointmentListSchema.safeParse(params);
  if (parsed.success) return parsed.data;
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (appointmentListSchema.safeParse({ ...kept, [key]: value }).success) kept[key] = value;
  }
  return appointmentListSchema.parse(kept);
}
