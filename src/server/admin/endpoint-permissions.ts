// Every admin endpoint and what it needs, in one table (OWASP ASVS: access control decided on the server for
// every call). tests/integration/admin-endpoint-permissions.test.ts walks it against the real handlers: anonymous
// -> 401, signed in without the permission -> 403, with it -> neither. A new admin endpoint gets a row here.
import type { Action, Resource } from '../../shared/admin/permissions.ts';

/** A resource permission, any signed-in admin, or role `admin` only (accounts and settings). */
export type EndpointPermission = { resource: Resource; action: Action } | 'signed-in' | 'admin-role';

export interface AdminEndpoint {
  /** The function's `config.path`. */
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters that select the operation on a shared path (e.g. /api/volunteer?action=...). */
  query?: Record<string, string>;
  permission: EndpointPermission;
}

const p = (resource: Resource, action: Action) => ({ resource, action });

export const ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  { path: '/api/admin/me', method: 'GET', permission: 'signed-in' },
  { path: '/api/admin/logout', method: 'POST', permission: 'signed-in' },
  { path: '/api/admin/dashboard/stats', method: 'GET', permission: p('dashboard', 'read') },

  { path: '/api/admin/appointments', method: 'GET', permission: p('appointments', 'read') },
  { path: '/api/admin/appointments', method: 'PATCH', permission: p('appointments', 'write') },
  { path: '/api/admin/appointments/export', method: 'GET', permission: p('appointments', 'read') },

  { path: '/api/admin-reviews', method: 'GET', permission: p('reviews', 'read') },
  { path: '/api/admin-reviews', method: 'POST', query: { action: 'stats' }, permission: p('reviews', 'read') },
  { path: '/api/admin-reviews', method: 'PUT', permission: p('reviews', 'write') },
  { path: '/api/admin-reviews', method: 'DELETE', permission: p('reviews', 'delete') },

  { path: '/api/admin/services', method: 'GET', permission: p('content', 'read') },
  { path: '/api/admin/services', method: 'POST', permission: p('content', 'write') },
  { path: '/api/admin/services', method: 'PUT', permission: p('content', 'write') },
  { path: '/api/admin/services', method: 'PATCH', permission: p('content', 'write') },
  { path: '/api/admin/services', method: 'DELETE', permission: p('content', 'delete') },
  { path: '/api/admin/services/image', method: 'POST', permission: p('content', 'write') },

  { path: '/api/admin/volunteers', method: 'GET', permission: p('volunteers', 'read') },
  { path: '/api/admin/volunteers', method: 'PATCH', permission: p('volunteers', 'write') },
  { path: '/api/admin/events', method: 'GET', permission: p('volunteers', 'read') },
  { path: '/api/volunteer', method: 'GET', query: { action: 'get-applications' }, permission: p('volunteers', 'read') },
  {
    path: '/api/volunteer',
    method: 'GET',
    query: { action: 'get-application-by-email' },
    permission: p('volunteers', 'read'),
  },
  {
    path: '/api/volunteer',
    method: 'POST',
    query: { action: 'update-application-status' },
    permission: p('volunteers', 'write'),
  },

  { path: '/api/admin/patients', method: 'GET', permission: p('patients', 'read') },

  { path: '/api/admin/settings', method: 'GET', permission: 'admin-role' },
  { path: '/api/admin/settings', method: 'PUT', permission: 'admin-role' },
  { path: '/api/admin/users', method: 'GET', permission: 'admin-role' },
  { path: '/api/admin/users', method: 'POST', permission: 'admin-role' },
  { path: '/api/admin/users', method: 'PATCH', permission: 'admin-role' },
];
