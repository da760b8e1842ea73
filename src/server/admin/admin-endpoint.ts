// The one shape of a function that serves staff: each method (and, on a shared path, each `?action=`) declares the
// permission it needs beside its handler, once:
//   export default adminEndpoint({ GET: staff('reviews:read', handler), 'POST ?action=stats': staff(...) });
// The wrapper answers a method or action it does not serve, then passes the guard (guard.ts) before the handler
// runs. The declarations ride on the handler (`access`), so the permission test and the OpenAPI description read
// them from the functions themselves (src/server/admin/README.md).
import type { Config, Context } from '@netlify/functions';
import type { AdminPrincipal } from '../../shared/admin/permissions.ts';
import { type EndpointArgs, endpoint } from '../http/endpoint.ts';
import { HttpError } from '../http/http-error.ts';
import { clientAddress, type HttpMethod } from '../http/request.ts';
import type { Actor } from './activity-log.ts';
import { type EndpointPermission, type RequestBody, requireAdmin } from './guard.ts';

/** A method, or a method and the query that selects one operation on a shared path: `'POST ?action=stats'`. */
export type RouteKey = HttpMethod | `${HttpMethod} ?${string}`;

/** What one method (and action) of a function needs. */
export interface AdminAccess {
  method: HttpMethod;
  /** Query parameters that select the operation on a shared path (e.g. /api/volunteer?action=...). */
  query?: Record<string, string>;
  permission: EndpointPermission;
}

interface RouteArgs extends EndpointArgs {
  /** The caller's address, for rate limits and the activity log. */
  ip: string;
}

export interface AdminArgs extends RouteArgs {
  admin: AdminPrincipal;
  /** Who acts and from where, for the activity-log entry the domain writes with the change. */
  actor: Actor;
}

interface StaffOptions {
  /** What a state-changing call sends (guard.ts): JSON unless said otherwise. */
  body?: RequestBody;
  /** Headers of the 401 answer when the session is already over (sign-out clears the cookie even then). */
  signedOut?: Record<string, string>;
}

type Route =
  | ({ permission: EndpointPermission; handle: (args: AdminArgs) => Promise<Response> } & StaffOptions)
  | { permission?: undefined; handle: (args: RouteArgs) => Promise<Response> };

/** A staff operation: the guard runs first with its permission (and, for an upload, the raw-image body rule). */
export function staff(
  permission: EndpointPermission,
  handle: (args: AdminArgs) => Promise<Response>,
  options: StaffOptions = {},
): Route {
  return { permission, handle, ...options };
}

/** A public operation on a path that also serves staff (the volunteer section's one endpoint). */
export function anyone(handle: (args: RouteArgs) => Promise<Response>): Route {
  return { handle };
}

export type AdminHandler = ((request: Request, context: Context) => Promise<Response>) & {
  readonly access: readonly AdminAccess[];
};

/** One staff operation of a function, at its path. */
export interface StaffAccess extends AdminAccess {
  path: string;
}

/** Every staff operation of the given functions (their modules: the handler and its config). */
export function staffAccessOf(functions: readonly { default: AdminHandler; config: Config }[]): StaffAccess[] {
  return functions.flatMap((module) =>
    [module.config.path ?? []].flat().flatMap((path) => module.default.access.map((access) => ({ ...access, path }))),
  );
}

interface Selector {
  method: HttpMethod;
  query?: Record<string, string>;
}

function selectorOf(key: RouteKey): Selector {
  const [method, query] = key.split(' ?') as [HttpMethod, string | undefined];
  return query === undefined ? { method } : { method, query: Object.fromEntries(new URLSearchParams(query)) };
}

/**
 * The route the request selects, by method and query. A method no route serves is a 405 naming the methods that
 * would (for the action asked for, when there is one); an action no route knows is a 400.
 */
function selectRoute<Entry extends Selector>(entries: readonly Entry[], request: Request): Entry {
  const params = new URL(request.url).searchParams;
  const matches = (entry: Selector) =>
    Object.entries(entry.query ?? {}).every(([name, value]) => params.get(name) === value);
  const found = entries.find((entry) => entry.method === request.method && matches(entry));
  if (found) return found;
  const bySelector = entries.filter((entry) => entry.query && matches(entry));
  const selectorName = entries.flatMap((entry) => Object.keys(entry.query ?? {}))[0];
  const unknownAction =
    bySelector.length === 0 &&
    selectorName !== undefined &&
    (entries.every((entry) => entry.query) || entries.some((entry) => entry.method === request.method && entry.query));
  if (unknownAction) throw new HttpError(400, 'Unknown action', { fields: { [selectorName]: 'Unknown action' } });
  const allowed = [...new Set((bySelector.length > 0 ? bySelector : entries).map((entry) => entry.method))];
  throw new HttpError(405, `Method ${request.method} is not allowed here.`, { headers: { Allow: allowed.join(', ') } });
}

export function adminEndpoint(routes: Partial<Record<RouteKey, Route>>): AdminHandler {
  const entries = Object.entries(routes).map(([key, route]) => ({
    ...selectorOf(key as RouteKey),
    route: route as Route,
  }));
  const handler = endpoint(async ({ request, context, db }) => {
    const { route } = selectRoute(entries, request);
    const ip = clientAddress(request, context);
    if (!route.permission) return route.handle({ request, context, db, ip });
    const { signedOut } = route;
    const admin = await requireAdmin(db, request, route.permission, { body: route.body }).catch((error: unknown) => {
      if (!signedOut || !(error instanceof HttpError) || error.status !== 401) throw error;
      throw new HttpError(401, error.message, { code: error.code, headers: { ...error.headers, ...signedOut } });
    });
    return route.handle({ request, context, db, ip, admin, actor: { adminId: admin.id, ip } });
  });
  const access = entries.flatMap(({ method, query, route }): AdminAccess[] =>
    route.permission ? [{ method, query, permission: route.permission }] : [],
  );
  return Object.assign(handler, { access });
}
