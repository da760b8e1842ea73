// The filters of the /testimonials listing: in the address bar (shareable, survive a reload, Back works), anything
// unknown falling back to its default, and the API request they make.
import type { Messages } from '../../i18n/messages/index.ts';
import { REVIEW_TREATMENTS } from '../../shared/enums.ts';
import { REVIEW_LIMIT_DEFAULT, REVIEW_RATING_FILTERS } from '../../shared/reviews/review-filters.ts';

/** The listing's own texts, and the treatment, duration and rating words the review form uses too. */
export type ListingTexts = Messages['testimonials']['listing'] &
  Pick<Messages['review'], 'treatments' | 'durations' | 'ratingLabels'>;

export interface Filters {
  treatment: string;
  rating: string;
  page: number;
}

export const DEFAULT_FILTERS: Filters = { treatment: 'all', rating: 'all', page: 1 };

/** The filters in the address bar; anything unknown falls back to its default instead of an error. */
export function filtersFromUrl(): Filters {
  const params = new URLSearchParams(window.location.search);
  const treatment = params.get('treatment') ?? 'all';
  const rating = params.get('rating') ?? 'all';
  const page = Number(params.get('page') ?? '1');
  return {
    treatment: (REVIEW_TREATMENTS as readonly string[]).includes(treatment) ? treatment : 'all',
    rating: (REVIEW_RATING_FILTERS as readonly string[]).includes(rating) ? rating : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function searchOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.treatment !== 'all') params.set('treatment', filters.treatment);
  if (filters.rating !== 'all') params.set('rating', filters.rating);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** GET /api/reviews for these filters. */
export function reviewsUrl(filters: Filters): string {
  const params = new URLSearchParams({ page: String(filters.page), limit: String(REVIEW_LIMIT_DEFAULT) });
  if (filters.treatment !== 'all') params.set('treatment', filters.treatment);
  if (filters.rating !== 'all') params.set('rating', filters.rating);
  return `/api/reviews?${params}`;
}
