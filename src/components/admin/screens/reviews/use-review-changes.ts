// What the admin changes on the reviews screen: a decision (Reject asks first for the reason and whether the
// reviewer is told), notes, and delete; each reloads the list and the statistics however it went.
import { useState } from 'react';
import type { ReviewStatus } from '../../../../shared/enums.ts';
import type { AdminReview } from '../../../../shared/reviews/review-moderation.ts';
import { adminSend } from '../../admin-api.ts';
import type { AdminActions } from '../../use-admin-data.ts';

interface Options {
  run: AdminActions['run'];
  afterChange: () => Promise<unknown>;
  closeDetails: () => void;
}

export function useReviewChanges({ run, afterChange, closeDetails }: Options) {
  const [deleting, setDeleting] = useState<AdminReview>();
  const [rejecting, setRejecting] = useState<{ review: AdminReview; notes: string }>();

  /** Rejecting asks first (the reason, and whether the reviewer is told); the other decisions go at once. */
  function changeStatus(review: AdminReview, status: ReviewStatus, adminNotes: string) {
    if (status === 'rejected' && review.review_status !== 'rejected') setRejecting({ review, notes: adminNotes });
    else void saveStatus(review, status, { adminNotes });
  }

  function saveStatus(
    review: AdminReview,
    status: ReviewStatus,
    details: { adminNotes: string; notifyReviewer?: boolean },
  ) {
    return run({
      send: () =>
        adminSend(
          'PUT',
          '/api/admin-reviews',
          { reviewId: review.id, status, ...details },
          'Failed to update review status',
        ),
      success: {
        title: status === review.review_status ? 'Notes saved' : `Review ${status} successfully`,
        message: details.notifyReviewer ? `${review.name} is e-mailed the reason.` : undefined,
      },
      failure: 'Failed to update review status',
      onSuccess: () => {
        closeDetails();
        setRejecting(undefined);
      },
      onSettled: afterChange,
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    return run({
      send: () => adminSend('DELETE', '/api/admin-reviews', { reviewId: deleting.id }, 'Failed to delete review'),
      success: { title: 'Review deleted successfully' },
      failure: 'Failed to delete review',
      onSuccess: () => {
        setDeleting(undefined);
        closeDetails();
      },
      onSettled: afterChange,
    });
  }

  return { deleting, setDeleting, rejecting, setRejecting, changeStatus, saveStatus, confirmDelete };
}
