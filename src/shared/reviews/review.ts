// A review as the public sees it, and the listing query of GET /api/reviews (docs/product-rules.md "Listing").
// Browser code imports this file (the testimonials listing), so it holds no server-only import.
//
// What is public: exactly what the consent on /share-review names — name, age, profession, location, the condition
// treated, treatment, duration, rating, the story and the day it was submitted. Never public: e-mail, phone (used
// only to verify a review), the moderation status, admin notes and who moderated it.
import { z } from 'zod';
import { REVIEW_TREATMENTS } from '../enums.ts';
import { REVIEW_LIMIT_DEFAULT, REVIEW_RATING_FILTERS } from './review-filters.ts';

const publicReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().int(),
  profession: z.string(),
  location: z.string(),
  condition: z.string(),
  treatment: z.string(),
  duration: z.string(),
  rating: z.number().int().min(1).max(5),
  reviewText: z.string(),
  /** ISO timestamp of the submission. */
  createdAt: z.string(),
});
export type PublicReview = z.output<typeof publicReviewSchema>;

const REVIEW_LIMIT_MAX = 50;
/** Beyond this a page number is a mistake, not a request (and keeps OFFSET far from integer overflow). */
const PAGE_MAX = 10_000;

/** Cache tag of the public listing: an admin who approves, rejects or deletes a review purges it. */
export const REVIEWS_CACHE_TAG = 'reviews';

const wholeNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${name} must be a whole number of at least 1` })
    .transform(Number)
    .pipe(z.number().min(1, { error: `${name} must be a whole number of at least 1` }));

/** Query of GET /api/reviews: bad values are a 400 with a message; a limit above 50 is served as 50. */
export const reviewListQuerySchema = z.object({
  page: wholeNumber('page')
    .pipe(z.number().max(PAGE_MAX, { error: `page must be at most ${PAGE_MAX}` }))
    .default(1),
  limit: wholeNumber('limit')
    .transform((limit) => Math.min(limit, REVIEW_LIMIT_MAX))
    .default(REVIEW_LIMIT_DEFAULT),
  treatment: z
    .enum(['all', ...REVIEW_TREATMENTS], {
      error: `treatment must be all or one of: ${REVIEW_TREATMENTS.join(', ')}`,
    })
    .default('all'),
  rating: z
    .enum(['all', ...REVIEW_RATING_FILTERS], { error: 'rating must be all or a number from 1 to 5' })
    .default('all'),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

const reviewSummarySchema = z.object({
  /** Approved reviews matching the filters. */
  count: z.number().int(),
  /** Their average rating, one decimal; null when there are none. */
  averageRating: z.number().nullable(),
});
export type ReviewSummary = z.output<typeof reviewSummarySchema>;

export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(publicReviewSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  }),
  summary: reviewSummarySchema,
});
export type ReviewListResponse = z.output<typeof reviewListResponseSchema>;
