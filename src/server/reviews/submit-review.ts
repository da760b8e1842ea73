// Taking a visitor's review (docs/product-rules.md "Sharing a review"): validated with the form's own schema, stored as
// pending with the time consent was given, published only after an admin approves it.
// Anti-spam that nobody notices: a hidden honeypot field (filled only by bots, answered with the same success but
// stored nowhere) and a per-address limit. The limit is generous because mobile carriers put many phones behind
// one address (carrier-grade NAT): it stops floods, not a family sharing their stories.

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import { HONEYPOT_FIELD, type ReviewSubmitResponse, reviewFormSchema } from '../../shared/reviews/review-schema.ts';
import type { Database } from '../db/schema.ts';
import { enforceRateLimit, waitKey } from '../http/rate-limit.ts';
import { insertPendingReview } from './review-queries.ts';

export const REVIEW_RATE_LIMIT = { bucket: 'review-submit', limit: 10, windowSeconds: 3600 };
const ESTIMATED_APPROVAL_TIME = '24-48 hours';
const REVIEW_SUBMITTED_MESSAGE =
  'Thank you for sharing your healing journey with us. Your review will be published within 24-48 hours, once our team has checked it.';

function answer(reviewId: string): ReviewSubmitResponse {
  return {
    success: true,
    message: REVIEW_SUBMITTED_MESSAGE,
    reviewId,
    estimatedApprovalTime: ESTIMATED_APPROVAL_TIME,
  };
}

function honeypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Validates and stores a review; throws ZodError (400) or HttpError (429) for the endpoint to answer. */
export async function submitReview(
  db: Kysely<Database>,
  body: unknown,
  address: string,
  now = new Date(),
): Promise<ReviewSubmitResponse> {
  // A bot gets exactly what a person gets, so it has no reason to try again differently.
  if (honeypotFilled(body)) return answer(randomUUID());
  const review = reviewFormSchema.parse(body);
  await enforceRateLimit(
    db,
    REVIEW_RATE_LIMIT,
    address,
    (minutes) => messageKey('errors.tooManyReviews', { wait: waitKey(minutes * 60) }),
    now,
  );
  return answer(await insertPendingReview(db, review, now));
}
