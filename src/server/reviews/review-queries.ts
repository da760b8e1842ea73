// Public reads and writes of the reviews table: a visitor's submission (always pending) and the approved listing.
// Moderation (approve, reject, delete, statistics) is the admin's and lives in its own module.
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { PUBLISHED_REVIEW_FIELDS } from '../../shared/reviews/published-fields.ts';
import type { PublicReview, ReviewListQuery, ReviewSummary } from '../../shared/reviews/review.ts';
import type { ReviewSubmission } from '../../shared/reviews/review-schema.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { staffAlertsFor } from '../staff-alerts/staff-alerts.ts';

/**
 * Stores a submission for moderation, with the moment consent was given, and tells staff as Settings say (in one
 * transaction). Returns the new review's id.
 */
export async function insertPendingReview(
  db: Kysely<Database>,
  review: ReviewSubmission,
  now = new Date(),
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('reviews')
      .values({
        name: review.name,
        age: review.age,
        profession: review.profession,
        location: review.location,
        email: review.email,
        phone: review.phone,
        condition: review.condition,
        treatment: review.treatment,
        duration: review.duration,
        rating: review.rating,
        review_text: review.reviewText,
        consent_at: now,
        review_status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueueMessages(
      trx,
      await staffAlertsFor(trx, {
        event: 'new_review',
        id: row.id,
        title: `New ${review.rating}-star review to moderate`,
        summary: `${review.name} left a review. It is not shown on the site until staff approve it.`,
        adminPath: '/admin/reviews',
      }),
    );
    return row.id;
  });
}

function approved(db: Kysely<Database>, query: ReviewListQuery): SelectQueryBuilder<Database, 'reviews', object> {
  let builder = db.selectFrom('reviews').where('review_status', '=', 'approved');
  if (query.treatment !== 'all') builder = builder.where('treatment', '=', query.treatment);
  if (query.rating !== 'all') builder = builder.where('rating', '=', Number(query.rating));
  return builder;
}

/** One page of approved reviews, newest first, with the count and average of all that match the filters. */
export async function listApprovedReviews(
  db: Kysely<Database>,
  query: ReviewListQuery,
): Promise<{ reviews: PublicReview[]; summary: ReviewSummary }> {
  const [rows, totals] = await Promise.all([
    approved(db, query)
      // Only the published columns are read: e-mail, phone and moderation data never leave the database here.
      .select(['id', ...PUBLISHED_REVIEW_FIELDS, 'review_text', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    approved(db, query)
      .select([
        sql<number>`count(*)::int`.as('count'),
        sql<number | null>`round(avg(rating)::numeric, 1)`.as('average'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    reviews: rows.map(({ review_text, created_at, ...row }) => ({
      ...row,
      reviewText: review_text,
      createdAt: created_at.toISOString(),
    })),
    summary: { count: totals.count, averageRating: totals.average === null ? null : Number(totals.average) },
  };
}
