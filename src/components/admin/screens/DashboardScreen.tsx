// /admin/dashboard (docs/product-rules.md "Dashboard"): the five cards for a date range, Quick Actions with the pending
// counts, Refresh, and the recent activity. On a failed load with no data yet it shows zeroed figures.
import { useState } from 'react';
import {
  type DashboardResponse,
  type DashboardStats,
  type DateRange,
  DEFAULT_DATE_RANGE,
  EMPTY_STATS,
  type RecentActivity,
} from '../../../shared/dashboard/dashboard-schema.ts';
import { formatCount } from '../../../shared/utils/format.ts';
import { showToast } from '../../../shared/utils/toast-store.ts';
import { type AdminScreenProps, can, type Resource } from '../admin-session.ts';
import { Icon, type IconName } from '../icons.tsx';
import { relativeTime } from '../relative-time.ts';
import { followLink } from '../router.ts';
import { useAdminData } from '../use-admin-data.ts';
import StaffSmsSetup from './settings/StaffSmsSetup.tsx';

const RANGE_OPTIONS: { value: DateRange; label: string }[] = [
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
];

const ACTIVITY_ICONS: Record<RecentActivity['type'], IconName> = {
  appointment: 'calendar',
  review: 'star',
  volunteer: 'heart',
};

function dashboardError(error: unknown, fallback: string) {
  showToast({ type: 'error', title: 'Dashboard Error', message: error instanceof Error ? error.message : fallback });
}

/** Quick Actions: each links to an area, shown only to staff who may read it. */
function quickActions(stats: DashboardStats): { href: string; label: string; needs: Resource; count?: number }[] {
  return [
    {
      href: '/admin/appointments',
      label: 'Pending appointments',
      needs: 'appointments',
      count: stats.pendingAppointments,
    },
    { href: '/admin/reviews', label: 'Pending reviews', needs: 'reviews', count: stats.pendingReviews },
    { href: '/admin/inbox', label: 'New in the inbox', needs: 'inbox', count: stats.newInbox },
    { href: '/admin/volunteers', label: 'Volunteer applications', needs: 'volunteers' },
  ];
}

function growthText(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent}% vs previous period`;
}

export default function DashboardScreen({ user }: AdminScreenProps) {
  const [range, setRange] = useState<DateRange>(DEFAULT_DATE_RANGE);
  const { data, loading, failed, reload } = useAdminData<DashboardResponse>(
    `/api/admin/dashboard/stats?${new URLSearchParams({ dateRange: range })}`,
    'Failed to fetch dashboard statistics',
    { onError: (error) => dashboardError(error, 'Failed to fetch dashboard statistics') },
  );
  // A failed first load shows zeroed figures (docs/product-rules.md "Dashboard"); a failed later one keeps the last figures.
  const stats = data?.stats ?? (failed ? EMPTY_STATS : undefined);

  async function refresh() {
    if (await reload()) showToast({ type: 'success', title: 'Dashboard refreshed successfully' });
  }

  const shown = stats ?? EMPTY_STATS;
  const cards = [
    { label: 'Total Appointments', value: shown.totalAppointments, note: growthText(shown.monthlyGrowth.appointments) },
    {
      label: 'Pending Appointments',
      value: shown.pendingAppointments,
      note: `waiting now; ${shown.confirmedAppointments} confirmed in the period`,
    },
    { label: 'Patient Reviews', value: shown.totalReviews, note: growthText(shown.monthlyGrowth.reviews) },
    {
      label: 'Pending Reviews',
      value: shown.pendingReviews,
      note: `waiting now; ${shown.approvedReviews} approved in the period`,
    },
    { label: 'Unique Patients', value: shown.totalPatients, note: growthText(shown.monthlyGrowth.patients) },
  ];
  const firstName = user.name?.trim().split(/\s+/)[0] || 'Admin User';

  return (
    <div className="adm-dashboard" aria-busy={loading}>
      <div className="adm-page-head">
        <div>
          <h1>Dashboard</h1>
          <p className="adm-page-head__lead">Welcome back, {firstName}. Here is how the centres are doing.</p>
        </div>
        <div className="adm-page-head__actions">
          <label className="adm-range">
            <span className="visually-hidden">Date range</span>
            <select value={range} onChange={(event) => setRange(event.target.value as DateRange)}>
              {RANGE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void refresh()} disabled={loading}>
            <Icon name="refresh" size={16} />
            Refresh
          </button>
        </div>
      </div>

      <StaffSmsSetup user={user} />

      <ul className="adm-stats" aria-label="Figures for the selected period">
        {cards.map((card) => (
          <li key={card.label} className="adm-stat card">
            <span className="adm-stat__label">{card.label}</span>
            <span className="adm-stat__value">{stats ? formatCount(card.value) : '–'}</span>
            <span className="adm-stat__note">{card.note}</span>
          </li>
        ))}
      </ul>

      <div className="adm-dashboard__grid">
        <section className="card adm-panel" aria-labelledby="adm-quick-actions">
          <h2 id="adm-quick-actions">Quick Actions</h2>
          <ul className="adm-quick">
            {quickActions(shown)
              .filter((action) => can(user, action.needs, 'read'))
              .map((action) => (
                <li key={action.href}>
                  <a href={action.href} className="adm-quick__link" onClick={(event) => followLink(event)}>
                    <span>{action.label}</span>
                    {action.count === undefined ? (
                      <Icon name="arrow" size={18} />
                    ) : (
                      <span className="badge">{action.count}</span>
                    )}
                  </a>
                </li>
              ))}
          </ul>
        </section>

        <section className="card adm-panel" aria-labelledby="adm-recent">
          <h2 id="adm-recent">Recent Activity</h2>
          {shown.recentActivity.length === 0 ? (
            <p className="adm-empty">{loading && !stats ? 'Loading...' : 'No recent activity to display'}</p>
          ) : (
            <ul className="adm-activity">
              {shown.recentActivity.map((item) => (
                <li key={`${item.type}-${item.id}`} className="adm-activity__item">
                  <span className={`adm-activity__icon adm-activity__icon--${item.type}`} aria-hidden="true">
                    <Icon name={ACTIVITY_ICONS[item.type]} size={18} />
                  </span>
                  <span className="adm-activity__text">
                    <span>{item.description}</span>
                    {item.user && <span className="adm-activity__user">{item.user}</span>}
                  </span>
                  <time className="adm-activity__time" dateTime={item.timestamp}>
                    {relativeTime(item.timestamp)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
