// The signed-in admin as the admin app sees it (the answer of GET /api/admin/me), shared by every admin screen.
// Every screen is a default-exported component taking `AdminScreenProps`. The server checks every call again:
// `can` here only decides what to show.
import { type Action, can as principalCan, type Resource } from '../../shared/admin/permissions.ts';
import type { PendingStep } from '../../shared/admin/second-factor.ts';

export { deniedMessage } from '../../shared/admin/permissions.ts';
export type { Action, Resource };

export interface AdminUser {
  id: string;
  email: string;
  role: string;
  /** resource -> allowed actions; role `admin` may do everything whatever this says. */
  permissions: Record<string, Action[]>;
  name: string | null;
  avatarUrl: string | null;
  /** After the password: the second step still to do (null once signed in). */
  pendingStep?: PendingStep | null;
}

export interface AdminScreenProps {
  user: AdminUser;
}

/** Whether `user` may do `action` on `resource` (role `admin`: always). */
export function can(user: Pick<AdminUser, 'role' | 'permissions'>, resource: Resource, action: Action): boolean {
  return principalCan(user, resource, action);
}
