// The review statistics over the list: total, average rating, pending and approved ('–' until they load).
import type { ReviewStatistics, StatusBreakdown } from '../../../../shared/reviews/review-moderation.ts';

export interface ReviewStatsData {
  statistics: ReviewStatistics;
  statusBreakdown: StatusBreakdown;
}

export default function ReviewStats({ stats }: { stats: ReviewStatsData | undefined }) {
  const s = stats?.statistics;
  return (
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
  );
}
