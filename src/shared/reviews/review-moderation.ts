// Review moderation (docs/product-rules.md "Moderation"): the payloads of /api/admin-reviews,
// shared by the screen and the server, and which status changes are allowed. Approve and Reject on pending; an
// approved or rejected review can be moved back to pending. Saving notes keeps the status. A rejection may e-mail
// its reason (the notes) to the reviewer.
import { z } from 'zod';
import { REVIEW_STATUSES, type ReviewStatus } from '../enums.ts';
import type { PublishedReviewAnswers } from './published-fields.ts';

const REVIEW_TRANSITIONS: Record<ReviewStatus, readonly ReviewStatus[]> = {
  pending: ['approved', 'rejected'],
  approved: ['pending'],
  rejected: ['pending'],
};

export function canChangeReview(from: ReviewStatus, to: ReviewStatus): boolean {
  return from === to || REVIEW_TRANSITIONS[from].includes(to);
}

export const reviewListQuerySchema = z.object({
  status: z
    .enum(['all', ...REVIEW_STATUSES], { error: 'Unknown status' })
    .optional()
    .default('all'),
  page: z.coerce.number().int().min(1).optional().default(1),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

export const reviewUpdateSchema = z
  .object({
    reviewId: z.uuid({ error: 'Review not found' }),
    status: z.enum(REVIEW_STATUSES, { error: 'Unknown status' }),
    adminNotes: z.string().trim().max(2000, 'Admin notes must be at most 2000 characters').optional(),
    /** With a rejection: e-mail the notes to the reviewer as the reason (a choice in the Reject dialog). */
    notifyReviewer: z.boolean({ error: 'notifyReviewer must be true or false' }).optional().default(false),
  })
  .refine((update) => !update.notifyReviewer || update.status === 'rejected', {
    path: ['notifyReviewer'],
    message: 'Only a rejection is e-mailed to the reviewer',
  })
  .refine((update) => !update.notifyReviewer || Boolean(update.adminNotes), {
    path: ['adminNotes'],
    message: 'Write the reason to e-mail it to the reviewer',
  });
export type ReviewUpdate = z.output<typeof reviewUpdateSchema>;

export const reviewDeleteSchema = z.object({ reviewId: z.uuid({ error: 'Review not found' }) });

export interface AdminReview extends PublishedReviewAnswers {
  id: string;
  email: string;
  phone: string;
  comment: string;
  review_status: ReviewStatus;
  admin_notes: string | null;
  reviewed_at: string | null;
  created_at: string;
}

export interface ReviewStatistics {
  total_reviews: number;
  average_rating: number;
  rating_distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export type StatusBreakdown = Record<ReviewStatus, number>;
