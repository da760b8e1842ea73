import type { ReviewStatus } from '../../../../shared/enums.ts';

const STYLE: Record<ReviewStatus, [string, string]> = {
  pending: ['yellow', 'Pending'],
  approved: ['green', 'Approved'],
  rejected: ['red', 'Rejected'],
};

export default function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const [colour, label] = STYLE[status];
  return <span className={`as-status as-status--${colour}`}>{label}</span>;
}
