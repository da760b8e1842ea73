import type { Resource } from '../../shared/admin/permissions.ts';
import { type AdminUser, can } from './admin-session.ts';
import type { IconName } from './icons.tsx';

// The sidebar's entries (docs/product-rules.md "Layout"), in order: each shown only to staff who may read its area
// (a link that opens on "Access denied" is a link they cannot use). The dashboard and My account (own password,
// two-step verification) are for everyone signed in (without its permission the dashboard shows zeroed figures);
// Settings is for role admin only.
export interface NavItem {
  path: string;
  label: string;
  icon: IconName;
  adminOnly?: boolean;
  /** The area staff must be allowed to read to see the entry. */
  needs?: Resource;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/admin/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { path: '/admin/appointments', label: 'Appointments', icon: 'calendar', needs: 'appointments' },
  { path: '/admin/day-sheet', label: 'Day sheet', icon: 'clipboard', needs: 'appointments' },
  { path: '/admin/doctors', label: 'Doctors', icon: 'clock', needs: 'schedules' },
  { path: '/admin/leave', label: 'Leave & closures', icon: 'pause', needs: 'schedules' },
  { path: '/admin/waitlist', label: 'Waitlist', icon: 'users', needs: 'appointments' },
  { path: '/admin/inbox', label: 'Inbox', icon: 'mail', needs: 'inbox' },
  { path: '/admin/services', label: 'Services', icon: 'leaf', needs: 'content' },
  { path: '/admin/reviews', label: 'Reviews', icon: 'star', needs: 'reviews' },
  { path: '/admin/volunteers', label: 'Volunteers', icon: 'heart', needs: 'volunteers' },
  { path: '/admin/events', label: 'Events', icon: 'calendar', needs: 'volunteers' },
  { path: '/admin/patients', label: 'Patients', icon: 'users', needs: 'patients' },
  { path: '/admin/data-requests', label: 'Data requests', icon: 'lock', needs: 'patients' },
  { path: '/admin/activity', label: 'Activity log', icon: 'clipboard', needs: 'activity' },
  { path: '/admin/settings', label: 'Settings', icon: 'settings', adminOnly: true },
  { path: '/admin/account', label: 'My account', icon: 'lock' },
];

/** The entries `user` may open, in the sidebar's order. */
export function navItemsFor(user: Pick<AdminUser, 'role' | 'permissions'>): NavItem[] {
  return NAV_ITEMS.filter(
    (item) => (!item.adminOnly || user.role === 'admin') && (!item.needs || can(user, item.needs, 'read')),
  );
}
