// One review of the admin list: reviewer, stars, status, its facts and an excerpt, View, and on a pending review
// (for a writer) Approve and Reject at once.
import type { CSSProperties } from 'react';
import type { ReviewStatus } from '../../../../shared/enums.ts';
import type { AdminReview } from '../../../../shared/reviews/review-moderation.ts';
import { formatInstant } from '../../../../shared/utils/format.ts';
import ItemButton, { type ItemButtonVariant } from '../shared/ItemButton.tsx';
import ItemTop from '../shared/ItemTop.tsx';
import ReviewStatusBadge from './ReviewStatusBadge.tsx';

/** The decisions a pending review's card offers at once (the detail modal offers them too, with notes). */
const DECISIONS: readonly { status: ReviewStatus; label: string; variant: ItemButtonVariant }[] = [
  { status: 'approved', label: 'Approve', variant: 'btn-primary' },
  { status: 'rejected', label: 'Reject', variant: 'btn-secondary' },
];

interface Props {
  review: AdminReview;
  canWrite: boolean;
  busy: boolean;
  onView: () => void;
  onStatus: (status: ReviewStatus) => void;
}

export default function ReviewItem({ review, canWrite, busy, onView, onStatus }: Props) {
  return (
    <li className="as-item">
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
        <ItemButton label="View" name={`View review by ${review.name}`} onClick={onView} />
        {canWrite &&
          review.review_status === 'pending' &&
          DECISIONS.map((decision) => (
            <ItemButton
              key={decision.status}
              label={decision.label}
              name={`${decision.label} review by ${review.name}`}
              variant={decision.variant}
              disabled={busy}
              onClick={() => onStatus(decision.status)}
            />
          ))}
      </div>
    </li>
  );
}
