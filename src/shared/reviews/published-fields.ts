// What the consent on /share-review lets the site publish of the reviewer's answers (review.ts says what never is):
// one list for the public listing's columns and for what the wizard's draft keeps, one type for every shape of a
// stored review. Beside them the story and the day are published too, under names that differ per shape.
import type { PublicReview } from './review.ts';

/** Column names and form field names alike. */
export const PUBLISHED_REVIEW_FIELDS = [
  'name',
  'age',
  'profession',
  'location',
  'condition',
  'treatment',
  'duration',
  'rating',
] as const;

/** Those answers as stored and as staff and the public read them. */
export type PublishedReviewAnswers = Pick<PublicReview, (typeof PUBLISHED_REVIEW_FIELDS)[number]>;
