// The notifications button (its behaviour is ours: the design shows only the bell): the number of things waiting for
// staff now (pending appointments and reviews, what is new in the inbox, the same counts as the dashboard's cards and
// Quick Actions, which do not depend on the dashboard's range), opened as a short list of links.
import { useEffect, useRef, useState } from 'react';
import type { DashboardResponse } from '../../shared/dashboard/dashboard-schema.ts';
import { type AdminUser, can, type Resource } from './admin-session.ts';
import { Icon } from './icons.tsx';
import { followLink } from './router.ts';
import { useAdminData } from './use-admin-data.ts';

interface Pending {
  appointments: number;
  reviews: number;
  inbox: number;
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
    inbox: data.stats.newInbox,
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
  // Each count is of an area the person may read, and links there.
  const links: { href: string; needs: Resource; count: number; what: string }[] = [
    {
      href: '/admin/appointments',
      needs: 'appointments',
      count: pending?.appointments ?? 0,
      what: 'pending appointments',
    },
    { href: '/admin/reviews', needs: 'reviews', count: pending?.reviews ?? 0, what: 'pending reviews' },
    { href: '/admin/inbox', needs: 'inbox', count: pending?.inbox ?? 0, what: 'new in the inbox' },
  ];
  const shown = links.filter((link) => can(user, link.needs, 'read'));
  const total = shown.reduce((sum, link) => sum + link.count, 0);
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
            {shown.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={(event) => followLink(event, () => setOpen(false))}>
                  {link.count} {link.what}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
