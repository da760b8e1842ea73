import { type Kysely, sql } from 'kysely';
import {
  type AdminReview,
  canChangeReview,
  type ReviewListQuery,
  type ReviewStatistics,
  type ReviewUpdate,
  type StatusBreakdown,
} from '../../shared/reviews/review-moderation.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { reviewRejectedEmail } from '../email/messages.ts';
import { HttpError } from '../http/http-error.ts';
import { purgePublicCache } from '../http/purge-public-cache.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';

export async function listReviewsForAdmin(db: Kysely<Database>, query: ReviewListQuery) {
  let base = db.selectFrom('reviews');
  if (query.status !== 'all') base = base.where('review_status', '=', query.status);
  const rows = await base
    .select([
      'id',
      'name',
      'age',
      'profession',
      'location',
      'email',
      'phone',
      'rating',
      'review_text as comment',
      'treatment',
      'condition',
      'duration',
      'review_status',
      'admin_notes',
      'reviewed_at',
      'created_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  const { total } = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const reviews: AdminReview[] = rows.map((row) => ({
    ...row,
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }));
  const count = Number(total);
  return {
    reviews,
    pagination: { page: query.page, limit: query.limit, total: count, pages: Math.ceil(count / query.limit) },
  };
}

export async function reviewStatistics(
  db: Kysely<Database>,
): Promise<{ statistics: ReviewStatistics; statusBreakdown: StatusBreakdown }> {
  const rows = await db
    .selectFrom('reviews')
    .select(['review_status', 'rating', sql<number>`count(*)`.as('count')])
    .groupBy(['review_status', 'rating'])
    .execute();
  const distribution: ReviewStatistics['rating_distribution'] = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const breakdown: StatusBreakdown = { pending: 0, approved: 0, rejected: 0 };
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const count = Number(row.count);
    total += count;
    sum += row.rating * count;
    breakdown[row.review_status] += count;
    distribution[String(row.rating) as keyof typeof distribution] += count;
  }
  return {
    statistics: {
      total_reviews: total,
      average_rating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
      rating_distribution: distribution,
    },
    statusBreakdown: breakdown,
  };
}

/**
 * A moderation decision, logged with it, and the reviewer's e-mail when staff chose to tell them why they rejected
 * it (queued in the same transaction); the public reviews cache forgets the old list (purge-public-cache.ts).
 */
export async function updateReviewStatus(
  db: Kysely<Database>,
  update: ReviewUpdate,
  actor: Actor,
  now: Date = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('reviews')
      .select(['id', 'review_status', 'name', 'email', 'treatment'])
      .where('id', '=', update.reviewId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) throw new HttpError(404, 'Review not found');
    if (!canChangeReview(current.review_status, update.status)) {
      throw new HttpError(409, `This review is already ${current.review_status}. The list has been refreshed.`);
    }
    await trx
      .updateTable('reviews')
      .set({
        review_status: update.status,
        ...(update.adminNotes !== undefined ? { admin_notes: update.adminNotes || null } : {}),
        reviewed_by: actor.adminId,
        reviewed_at: now,
        updated_at: now,
      })
      .where('id', '=', update.reviewId)
      .execute();
    if (update.notifyReviewer && update.adminNotes) {
      await enqueueMessages(trx, [reviewRejectedEmail(current, update.adminNotes)]);
    }
    const from = current.review_status;
    await logChange(trx, actor, {
      action: 'review_status_changed',
      description: `Review by ${current.name}: ${from} -> ${update.status}`,
      metadata: { reviewId: update.reviewId, from, to: update.status, reviewerTold: update.notifyReviewer },
    });
  });
  await purgePublicCache(['reviews']);
}

/** Deletes a review, logged with it, and purges the public reviews cache. */
export async function deleteReview(db: Kysely<Database>, reviewId: string, actor: Actor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('reviews').where('id', '=', reviewId).returning('name').executeTakeFirst();
    if (!row) throw new HttpError(404, 'Review not found');
    await logChange(trx, actor, {
      action: 'review_deleted',
      description: `Deleted the review by ${row.name}`,
      metadata: { reviewId },
    });
  });
  await purgePublicCache(['reviews']);
}
