// The one gate of every admin endpoint: a live session (401 otherwise), the permission the endpoint needs (403
// with the agreed message otherwise) and, for calls that change state, a same-origin JSON request so that a
// forged cross-site form cannot act with the admin's cookie.
import type { Kysely } from 'kysely';
import { type Action, type AdminPrincipal, can, deniedMessage, type Resource } from '../../shared/admin/permissions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { findSession, readSessionToken } from './sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a state-changing call sends: JSON, or (image uploads) the raw file. Either way not a type a cross-site
 * form can send (those are "simple" types; anything else needs a CORS preflight, which we never allow). What an
 * upload really is, is read from its bytes by the endpoint.
 */
export type RequestBody = 'json' | 'image';
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)/i;

export function assertSameOriginJson(request: Request, body: RequestBody = 'json'): void {
  const origin = request.headers.get('origin');
  if (!origin || origin !== new URL(request.url).origin) {
    throw new HttpError(403, 'This request did not come from the admin portal.');
  }
  const type = request.headers.get('content-type') ?? '';
  if (body === 'image') {
    if (!type || FORM_TYPES.test(type)) throw new HttpError(415, 'Please select an image file');
  } else if (request.method !== 'DELETE' && !type.startsWith('application/json')) {
    throw new HttpError(415, 'The request body must be JSON.');
  }
}

/**
 * A resource permission (`'reviews:write'`), any signed-in admin, role `admin` only (accounts and settings), or
 * 'second-step': a session whose password was right, before or after its second step (the second factor's own
 * operations and sign-out).
 */
export type EndpointPermission = `${Resource}:${Action}` | 'signed-in' | 'admin-role' | 'second-step';

/** The resource and action of a resource permission; undefined for 'signed-in', 'admin-role' and 'second-step'. */
export function resourcePermission(permission: EndpointPermission): { resource: Resource; action: Action } | undefined {
  if (permission === 'signed-in' || permission === 'admin-role' || permission === 'second-step') return undefined;
  const [resource, action] = permission.split(':') as [Resource, Action];
  return { resource, action };
}

export async function requireAdmin(
  db: Kysely<Database>,
  request: Request,
  permission: EndpointPermission,
  options: { body?: RequestBody } = {},
): Promise<AdminPrincipal> {
  if (!SAFE_METHODS.has(request.method)) assertSameOriginJson(request, options.body);
  const token = readSessionToken(request);
  // A session still at its second step reaches the second step's operations and nothing else.
  const principal = token
    ? await findSession(db, token, new Date(), { anyStep: permission === 'second-step' })
    : undefined;
  if (!principal) throw new HttpError(401, 'Admin authentication required');
  if (permission === 'admin-role') {
    // Accounts and settings belong to role `admin` alone, whatever a staff account's permission list says.
    if (principal.role !== 'admin') throw new HttpError(403, 'Access denied. Admin privileges required.');
  } else {
    const needed = resourcePermission(permission);
    if (needed && !can(principal, needed.resource, needed.action)) {
      throw new HttpError(403, deniedMessage(needed.resource, needed.action));
    }
  }
  return principal;
}
