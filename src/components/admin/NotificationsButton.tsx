// The notifications button (its behaviour is ours: the design shows only the bell): the number of things waiting for
// staff now (pending appointments and reviews, the same counts as the dashboard's cards and Quick Actions, which
// do not depend on the dashboard's range), opened as a short list of links.
import { useEffect, useRef, useState } from 'react';
import type { DashboardResponse } from '../../shared/dashboard/dashboard-schema.ts';
import { type AdminUser, can } from './admin-session.ts';
import { Icon } from './icons.tsx';
import { followLink } from './router.ts';
import { useAdminData } from './use-admin-data.ts';

interface Pending {
  appointments: number;
  reviews: number;
}

export default function NotificationsButton({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const allowed = can(user, 'dashboard', 'read');

  // The same figures as the dashboard's cards and Quick Actions (pending counts do not depend on the range).
  const { data } = useAdminData<DashboardResponse>(
    allowed ? '/api/admin/dashboard/stats?dateRange=7d' : null,
    'Failed to fetch notifications',
    { onError: () => {} },
  );
  const pending: Pending | undefined = data && {
    appointments: data.stats.pendingAppointments,
    reviews: data.stats.pendingReviews,
  };

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !wrapper.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!allowed) return null;
  const total = pending ? pending.appointments + pending.reviews : 0;
  return (
    <div className="adm-notify" ref={wrapper}>
      <button
        type="button"
        className="adm-icon-button"
        aria-expanded={open}
        aria-controls="adm-notify-panel"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="bell" />
        <span className="visually-hidden">Notifications: {total} waiting</span>
        {total > 0 && (
          <span className="adm-notify__count" aria-hidden="true">
            {total > 99 ? '99+' : total}
          </span>
        )}
      </button>
      {open && (
        <div id="adm-notify-panel" className="adm-notify__panel card">
          <p className="adm-notify__title">Waiting for you</p>
          <ul>
            <li>
              <a href="/admin/appointments" onClick={(event) => followLink(event, () => setOpen(false))}>
                {pending?.appointments ?? 0} pending appointments
              </a>
            </li>
            <li>
              <a href="/admin/reviews" onClick={(event) => followLink(event, () => setOpen(false))}>
                {pending?.reviews ?? 0} pending reviews
              </a>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
