// Admin review management (docs/product-rules.md "Moderation"): status filter, stat cards, the list, the detail modal with
// admin notes, Approve/Reject on pending (Reject asks for the reason and whether to e-mail it), back to pending, and
// Delete with the agreed confirmation.
import { useState } from 'react';
import type { ReviewStatus } from '../../../shared/enums.ts';
import type { AdminReview } from '../../../shared/reviews/review-moderation.ts';
import { showToast } from '../../../shared/utils/toast-store.ts';
import { useRequest } from '../../ui/use-load.ts';
import { ApiError, adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData } from '../use-admin-data.ts';
import RejectReviewDialog from './reviews/RejectReviewDialog.tsx';
import ReviewDetails from './reviews/ReviewDetails.tsx';
import ReviewItem from './reviews/ReviewItem.tsx';
import ReviewStats, { type ReviewStatsData } from './reviews/ReviewStats.tsx';
import { useReviewChanges } from './reviews/use-review-changes.ts';
import ConfirmDialog from './shared/ConfirmDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { type Choices, SelectField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

type Filter = 'all' | ReviewStatus;
const FILTERS: Choices<Filter> = [
  ['all', 'All'],
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
];

const message = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

export default function ReviewsScreen({ user }: AdminScreenProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [selectedId, setSelectedId] = useState<string>();
  const { busy, run } = useAdminActions();
  const allowed = can(user, 'reviews', 'read');

  // The counts are a POST (the API's stats action), read as every other load: the newest answer only.
  const { value: stats, request: loadStats } = useRequest<ReviewStatsData>(
    allowed ? 'stats' : undefined,
    () => adminSend('POST', '/api/admin-reviews?action=stats', {}, 'Failed to fetch statistics'),
    (error) => showToast({ type: 'error', title: 'Failed to fetch statistics', message: message(error) }),
  );

  const {
    data,
    failed,
    reload: loadReviews,
  } = useAdminData<{ reviews: AdminReview[] }>(
    allowed ? `/api/admin-reviews?page=1&limit=100${filter === 'all' ? '' : `&status=${filter}`}` : null,
    'Failed to fetch reviews',
  );
  const reviews = data?.reviews;

  const { deleting, setDeleting, rejecting, setRejecting, changeStatus, saveStatus, confirmDelete } = useReviewChanges({
    run,
    afterChange: () => Promise.all([loadReviews(), loadStats()]),
    closeDetails: () => setSelectedId(undefined),
  });

  if (!allowed) return <Denied message={deniedMessage('reviews', 'read')} />;

  const selected = reviews?.find((review) => review.id === selectedId);

  return (
    <Screen id="reviews" title="Review Management" lead="Approve patient stories before they appear on the website.">
      <ReviewStats stats={stats} />

      <div className="as-filters">
        <SelectField id="review-status" label="Status" options={FILTERS} value={filter} onChange={setFilter} />
      </div>

      {!reviews ? (
        <ListPending failed={failed} failure="Failed to fetch reviews" loading="Loading reviews..." />
      ) : reviews.length === 0 ? (
        <EmptyList heading="No reviews found">
          {filter === 'all' ? 'No reviews have been submitted yet.' : `There are no ${filter} reviews.`}
        </EmptyList>
      ) : (
        <ul className="as-list as-list--cards" aria-label="Reviews">
          {reviews.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              canWrite={can(user, 'reviews', 'write')}
              busy={busy}
              onView={() => setSelectedId(review.id)}
              onStatus={(status) => changeStatus(review, status, review.admin_notes ?? '')}
            />
          ))}
        </ul>
      )}

      {selected && !deleting && !rejecting && (
        <ReviewDetails
          key={selected.id}
          review={selected}
          busy={busy}
          canWrite={can(user, 'reviews', 'write')}
          canDelete={can(user, 'reviews', 'delete')}
          onStatus={changeStatus}
          onDelete={setDeleting}
          onClose={() => setSelectedId(undefined)}
        />
      )}
      {rejecting && (
        <RejectReviewDialog
          review={rejecting.review}
          notes={rejecting.notes}
          busy={busy}
          onConfirm={(decision) => void saveStatus(rejecting.review, 'rejected', decision)}
          onCancel={() => setRejecting(undefined)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete review"
          message="Are you sure you want to delete this review? This action cannot be undone."
          confirmLabel="Delete"
          busy={busy}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(undefined)}
        />
      )}
    </Screen>
  );
}
