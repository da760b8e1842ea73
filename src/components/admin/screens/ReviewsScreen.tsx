// Admin review management (docs/product-rules.md "Moderation"): status filter, stat cards, the list, the detail modal with
// admin notes, Approve/Reject on pending (Reject asks for the reason and whether to e-mail it), back to pending, and
// Delete with the agreed confirmation.
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import type { ReviewStatus } from '../../../shared/enums.ts';
import type { AdminReview, ReviewStatistics, StatusBreakdown } from '../../../shared/reviews/review-moderation.ts';
import { showToast } from '../../../shared/utils/toast-store.ts';
import { ApiError, adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData } from '../use-admin-data.ts';
import RejectReviewDialog from './reviews/RejectReviewDialog.tsx';
import ReviewDetails from './reviews/ReviewDetails.tsx';
import ReviewStatusBadge from './reviews/ReviewStatusBadge.tsx';
import ConfirmDialog from './shared/ConfirmDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { type Choices, SelectField } from './shared/FilterFields.tsx';
import ItemButton, { type ItemButtonVariant } from './shared/ItemButton.tsx';
import ItemTop from './shared/ItemTop.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';
import { formatInstant } from '../../../shared/utils/format.ts';

type Filter = 'all' | ReviewStatus;
const FILTERS: Choices<Filter> = [
  ['all', 'All'],
  ['pending', 'Pending'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
];

/** The decisions a pending review's card offers at once (the detail modal offers them too, with notes). */
const DECISIONS: readonly { status: ReviewStatus; label: string; variant: ItemButtonVariant }[] = [
  { status: 'approved', label: 'Approve', variant: 'btn-primary' },
  { status: 'rejected', label: 'Reject', variant: 'btn-secondary' },
];

const message = (error: unknown) => (error instanceof ApiError ? error.message : undefined);

export default function ReviewsScreen({ user }: AdminScreenProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [stats, setStats] = useState<{ statistics: ReviewStatistics; statusBreakdown: StatusBreakdown }>();
  const [selectedId, setSelectedId] = useState<string>();
  const [deleting, setDeleting] = useState<AdminReview>();
  const [rejecting, setRejecting] = useState<{ review: AdminReview; notes: string }>();
  const { busy, run } = useAdminActions();
  const allowed = can(user, 'reviews', 'read');

  const loadStats = useCallback(async () => {
    try {
      setStats(await adminSend('POST', '/api/admin-reviews?action=stats', {}, 'Failed to fetch statistics'));
    } catch (error) {
      showToast({ type: 'error', title: 'Failed to fetch statistics', message: message(error) });
    }
  }, []);

  const {
    data,
    failed,
    reload: loadReviews,
  } = useAdminData<{ reviews: AdminReview[] }>(
    allowed ? `/api/admin-reviews?page=1&limit=100${filter === 'all' ? '' : `&status=${filter}`}` : null,
    'Failed to fetch reviews',
  );
  const reviews = data?.reviews;

  useEffect(() => {
    if (allowed) void loadStats();
  }, [allowed, loadStats]);

  if (!allowed) return <Denied message={deniedMessage('reviews', 'read')} />;

  const afterChange = async () => {
    await Promise.all([loadReviews(), loadStats()]);
  };

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
        setSelectedId(undefined);
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
        setSelectedId(undefined);
      },
      onSettled: afterChange,
    });
  }

  const selected = reviews?.find((review) => review.id === selectedId);
  const s = stats?.statistics;

  return (
    <Screen id="reviews" title="Review Management" lead="Approve patient stories before they appear on the website.">
      <dl className="as-stats" aria-label="Review statistics">
        <div className="as-stat">
          <dt>Total reviews</dt>
          <dd>{s?.total_reviews ?? '–'}</dd>
        </div>
        <div className="as-stat">
          <dt>Average rating</dt>
          <dd>{s ? s.average_rating.toFixed(1) : '–'}</dd>
        </div>
        <div className="as-stat">
          <dt>Pending</dt>
          <dd>{stats?.statusBreakdown.pending ?? '–'}</dd>
        </div>
        <div className="as-stat">
          <dt>Approved</dt>
          <dd>{stats?.statusBreakdown.approved ?? '–'}</dd>
        </div>
      </dl>

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
            <li key={review.id} className="as-item">
              <ItemTop title={review.name} aside={<ReviewStatusBadge status={review.review_status} />}>
                <span
                  className="stars"
                  style={{ '--rating': review.rating } as CSSProperties}
                  role="img"
                  aria-label={`${review.rating} of 5 stars`}
                />
              </ItemTop>
              <ul className="as-meta">
                <li>{review.treatment}</li>
                <li>{review.condition}</li>
                <li>{review.duration}</li>
                <li>{formatInstant(review.created_at, 'compact')}</li>
              </ul>
              <p className="as-excerpt">{review.comment}</p>
              <div className="as-actions">
                <ItemButton
                  label="View"
                  name={`View review by ${review.name}`}
                  onClick={() => setSelectedId(review.id)}
                />
                {can(user, 'reviews', 'write') &&
                  review.review_status === 'pending' &&
                  DECISIONS.map((decision) => (
                    <ItemButton
                      key={decision.status}
                      label={decision.label}
                      name={`${decision.label} review by ${review.name}`}
                      variant={decision.variant}
                      disabled={busy}
                      onClick={() => changeStatus(review, decision.status, review.admin_notes ?? '')}
                    />
                  ))}
              </div>
            </li>
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
