import type { Resource } from '../../shared/admin/permissions.ts';
import type { IconName } from './icons.tsx';

// The sidebar's entries (docs/product-rules.md "Layout"), in order. Settings is for role admin only; My account
// (own password, two-step verification) for everyone.
export interface NavItem {
  path: string;
  label: string;
  icon: IconName;
  adminOnly?: boolean;
  /** Shown only to staff who may read this area: the clinic's week, beyond the portal's first entries. */
  needs?: Resource;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/admin/dashboard', label: 'Dashboard', icon: 'dashboard' },
  { path: '/admin/appointments', label: 'Appointments', icon: 'calendar' },
  { path: '/admin/day-sheet', label: 'Day sheet', icon: 'clipboard', needs: 'appointments' },
  { path: '/admin/doctors', label: 'Doctors', icon: 'clock', needs: 'schedules' },
  { path: '/admin/leave', label: 'Leave & closures', icon: 'pause', needs: 'schedules' },
  { path: '/admin/waitlist', label: 'Waitlist', icon: 'users', needs: 'appointments' },
  { path: '/admin/services', label: 'Services', icon: 'leaf' },
  { path: '/admin/reviews', label: 'Reviews', icon: 'star' },
  { path: '/admin/volunteers', label: 'Volunteers', icon: 'heart' },
  { path: '/admin/events', label: 'Events', icon: 'calendar' },
  { path: '/admin/patients', label: 'Patients', icon: 'users' },
  { path: '/admin/data-requests', label: 'Data requests', icon: 'lock', needs: 'patients' },
  { path: '/admin/settings', label: 'Settings', icon: 'settings', adminOnly: true },
  { path: '/admin/account', label: 'My account', icon: 'lock' },
];
