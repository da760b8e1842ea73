// One review in full, with the admin notes, the moderation buttons its status allows and Delete.
import { type CSSProperties, useState } from 'react';
import type { ReviewStatus } from '../../../../shared/enums.ts';
import type { AdminReview } from '../../../../shared/reviews/review-moderation.ts';
import { formatInstant } from '../../../../shared/utils/format.ts';
import { DetailList } from '../shared/Details.tsx';
import Modal from '../shared/Modal.tsx';
import ReviewStatusBadge from './ReviewStatusBadge.tsx';

interface Props {
  review: AdminReview;
  busy: boolean;
  canWrite: boolean;
  canDelete: boolean;
  onStatus: (review: AdminReview, status: ReviewStatus, adminNotes: string) => void;
  onDelete: (review: AdminReview) => void;
  onClose: () => void;
}

/** What the modal offers to do with the notes: decide a pending review, or else move it back or keep its status. */
function footerChoices(status: ReviewStatus): { status: ReviewStatus; label: string; variant: string }[] {
  return status === 'pending'
    ? [
        { status: 'rejected', label: 'Reject', variant: 'btn-secondary' },
        { status: 'approved', label: 'Approve', variant: 'btn-primary' },
      ]
    : [
        { status: 'pending', label: 'Move back to pending', variant: 'btn-secondary' },
        { status, label: 'Save notes', variant: 'btn-primary' },
      ];
}

export default function ReviewDetails({ review, busy, canWrite, canDelete, onStatus, onDelete, onClose }: Props) {
  const [notes, setNotes] = useState(review.admin_notes ?? '');
  return (
    <Modal
      title="Review details"
      onClose={onClose}
      wide
      footer={
        <>
          {canDelete && (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onDelete(review)}>
              Delete
            </button>
          )}
          {canWrite &&
            footerChoices(review.review_status).map((choice) => (
              <button
                key={choice.label}
                type="button"
                className={`btn ${choice.variant}`}
                disabled={busy}
                onClick={() => onStatus(review, choice.status, notes)}
              >
                {choice.label}
              </button>
            ))}
        </>
      }
    >
      <p>
        <ReviewStatusBadge status={review.review_status} />
      </p>
      <DetailList
        rows={[
          ['Name', `${review.name}, ${review.age}, ${review.profession}`],
          ['Location', review.location],
          ['Contact', `${review.email} · ${review.phone}`],
          [
            'Rating',
            <>
              <span className="stars" style={{ '--rating': review.rating } as CSSProperties} aria-hidden="true" />{' '}
              {review.rating} of 5
            </>,
          ],
          ['Treatment', review.treatment],
          ['Condition', review.condition],
          ['Duration', review.duration],
          ['Submitted', formatInstant(review.created_at, 'compact')],
          ['Review', review.comment],
        ]}
      />
      <div className="field">
        <label htmlFor="review-admin-notes">Admin notes</label>
        <textarea
          id="review-admin-notes"
          rows={3}
          maxLength={2000}
          value={notes}
          readOnly={!canWrite}
          onChange={(event) => setNotes(event.target.value)}
        />
        <p className="field-hint">Only staff see these notes.</p>
      </div>
    </Modal>
  );
}
