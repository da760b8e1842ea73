// Who may do what in the back office (docs/product-rules.md "Admin permissions"). Role `admin` may do everything; any other role has
// the permissions listed on its account, as resource -> actions.
import type { PendingStep } from './second-factor.ts';

export const RESOURCES = [
  'dashboard',
  'appointments',
  'content',
  'reviews',
  'volunteers',
  'patients',
  /** Doctors, their weekly sessions, leave and centre closures (the clinic's week). */
  'schedules',
  'settings',
  /** Contact messages, donation pledges and volunteer feedback (the inbox). */
  'inbox',
  /** The activity log: who did what and when. */
  'activity',
] as const;
export type Resource = (typeof RESOURCES)[number];
export const ACTIONS = ['read', 'write', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The switches that mean something: what the back office checks for each area (the endpoints' declarations and the
 * screens). The permission grid offers only these, and a saved account keeps only these (no "Dashboard: delete").
 */
export const GRANTS: Record<Resource, readonly Action[]> = {
  dashboard: ['read'],
  appointments: ['read', 'write', 'delete'],
  content: ['read', 'write', 'delete'],
  reviews: ['read', 'write', 'delete'],
  volunteers: ['read', 'write'],
  patients: ['read', 'write', 'delete'],
  schedules: ['read', 'write', 'delete'],
  settings: [],
  inbox: ['read', 'write'],
  activity: ['read'],
};

/** An account's grants as stored in `admin_users.permissions`: resource -> actions. */
export type Permissions = Record<string, Action[]>;

export interface AdminPrincipal {
  id: string;
  email: string;
  role: string;
  permissions: Permissions;
  name: string | null;
  avatarUrl: string | null;
  sessionId: string;
  /** Null once signed in; otherwise the step still to do after the password (second-factor.ts). */
  pendingStep: PendingStep | null;
}

export function can(
  principal: Pick<AdminPrincipal, 'role' | 'permissions'>,
  resource: Resource,
  action: Action,
): boolean {
  if (principal.role === 'admin') return true;
  return principal.permissions[resource]?.includes(action) ?? false;
}

/** The agreed wording where it has one, a message in the same voice otherwise. */
export function deniedMessage(resource: Resource, action: Action): string {
  const spec: Partial<Record<`${Resource}:${Action}`, string>> = {
    'appointments:read': "Access denied. You don't have permission to view appointments.",
    'appointments:write': 'You do not have permission to update appointments',
    'content:read': "Access denied. You don't have permission to view services.",
    'content:write': "You don't have permission to manage services",
    'content:delete': "You don't have permission to delete services",
  };
  const verb = { read: 'view', write: 'change', delete: 'delete' }[action];
  return spec[`${resource}:${action}`] ?? `Access denied. You don't have permission to ${verb} ${resource}.`;
}
