// Walks what every staff operation of netlify/functions declares it needs (adminEndpoint) against the real handlers,
// found by their config.path: anonymous -> 401, signed in without the permission -> 403, with it -> neither (and no
// 500). The declarations themselves are held to the access rules below, so a loosened permission fails here.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StaffAccess } from '../../src/server/admin/admin-endpoint.ts';
import { resourcePermission } from '../../src/server/admin/guard.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { ACTIONS, GRANTS, type Permissions, RESOURCES } from '../../src/shared/admin/permissions.ts';
import { CORRECTION_PERMISSION } from '../../src/shared/booking/appointment-status.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { declaredStaffAccess, loadFunctionRoutes } from '../support/function-modules.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

type AdminEndpoint = StaffAccess;

const routes = await loadFunctionRoutes();
const ADMIN_ENDPOINTS = declaredStaffAccess(routes);
const handlerFor = (endpoint: AdminEndpoint) =>
  routes.find((route) => route.path === endpoint.path && (!route.methods || route.methods.includes(endpoint.method)))
    ?.handler;

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const everything: Permissions = Object.fromEntries(RESOURCES.map((resource) => [resource, [...ACTIONS]]));

async function sessionWith(options: { role?: 'admin' | 'staff'; permissions?: Permissions }): Promise<string> {
  const { id } = await createTestAdmin(database.db, options);
  return signInAs(database.db, id);
}

function call(endpoint: AdminEndpoint, token?: string): Promise<Response> {
  const handler = handlerFor(endpoint);
  if (!handler) throw new Error(`No function serves ${endpoint.path}`);
  const query = endpoint.query ? `?${new URLSearchParams(endpoint.query)}` : '';
  return handler(adminRequest(`${endpoint.path}${query}`, { method: endpoint.method, token }), testContext());
}

const label = (endpoint: AdminEndpoint) =>
  `${endpoint.method} ${endpoint.path}${endpoint.query ? `?${new URLSearchParams(endpoint.query)}` : ''}`;

// A declared operation whose function does not answer its path and method fails here (`call` throws), not skipped.
describe.each(ADMIN_ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))('%s', (_, endpoint) => {
  test('refuses an anonymous caller with 401', async () => {
    const response = await call(endpoint);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Admin authentication required' });
  });

  // An operation for anyone signed in (or still at the second step) has no permission to withhold: the last test
  // signs in with none.
  if (endpoint.permission !== 'signed-in' && endpoint.permission !== 'second-step') {
    test('refuses a signed-in admin without the permission with 403', async () => {
      const permission = endpoint.permission;
      const needed = resourcePermission(permission);
      const token =
        permission === 'admin-role'
          ? await sessionWith({ role: 'staff', permissions: everything })
          : await sessionWith({
              role: 'staff',
              // Every other permission, so only the missing one can explain the refusal.
              permissions: Object.fromEntries(
                RESOURCES.map((resource) => [
                  resource,
                  ACTIONS.filter((action) => !needed || resource !== needed.resource || action !== needed.action),
                ]),
              ),
            });
      const response = await call(endpoint, token);
      expect(response.status).toBe(403);
    });
  }

  test('lets a signed-in admin with the permission through', async () => {
    const permission = endpoint.permission;
    const needed = resourcePermission(permission);
    const token =
      permission === 'admin-role'
        ? await sessionWith({ role: 'admin' })
        : !needed
          ? await sessionWith({ role: 'staff' })
          : await sessionWith({ role: 'staff', permissions: { [needed.resource]: [needed.action] } });
    const response = await call(endpoint, token);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
});

// The access rules of the back office: what each staff operation needs.
const ACCESS_RULES: [operation: string, permission: string][] = [
  ['GET /api/admin/me', 'signed-in'],
  ['POST /api/admin/me/password', 'signed-in'],
  ['POST /api/admin/logout', 'second-step'],
  ['POST /api/admin/second-factor/enroll', 'second-step'],
  ['POST /api/admin/second-factor/verify', 'second-step'],
  ['GET /api/admin/dashboard/stats', 'dashboard:read'],
  ['GET /api/admin/appointments', 'appointments:read'],
  ['PATCH /api/admin/appointments', 'appointments:write'],
  ['GET /api/admin/appointments/export', 'appointments:read'],
  ['GET /api/admin/appointments/messages', 'appointments:read'],
  ['POST /api/admin/appointments/book', 'appointments:write'],
  ['POST /api/admin/appointments/move', 'appointments:write'],
  ['GET /api/admin/day-sheet', 'appointments:read'],
  ['GET /api/admin/activity', 'activity:read'],
  ['GET /api/admin/notes', 'signed-in'],
  ['POST /api/admin/notes', 'signed-in'],
  ['GET /api/admin/inbox', 'inbox:read'],
  ['PATCH /api/admin/inbox', 'inbox:write'],
  ['POST /api/admin/inbox/reply', 'inbox:write'],
  ['GET /api/admin-reviews', 'reviews:read'],
  ['POST /api/admin-reviews?action=stats', 'reviews:read'],
  ['PUT /api/admin-reviews', 'reviews:write'],
  ['DELETE /api/admin-reviews', 'reviews:delete'],
  ['GET /api/admin/services', 'content:read'],
  ['POST /api/admin/services', 'content:write'],
  ['PUT /api/admin/services', 'content:write'],
  ['PATCH /api/admin/services', 'content:write'],
  ['DELETE /api/admin/services', 'content:delete'],
  ['POST /api/admin/services/image', 'content:write'],
  ['GET /api/admin/volunteers', 'volunteers:read'],
  ['PATCH /api/admin/volunteers', 'volunteers:write'],
  ['GET /api/admin/events', 'volunteers:read'],
  ['GET /api/volunteer?action=get-applications', 'volunteers:read'],
  ['GET /api/volunteer?action=get-application-by-email', 'volunteers:read'],
  ['POST /api/volunteer?action=update-application-status', 'volunteers:write'],
  ['GET /api/admin/patients', 'patients:read'],
  ['POST /api/admin/patients', 'patients:write'],
  ['GET /api/admin/doctor-schedules', 'schedules:read'],
  ['PUT /api/admin/doctor-schedules', 'schedules:write'],
  ['POST /api/admin/doctors', 'schedules:write'],
  ['DELETE /api/admin/doctors', 'schedules:delete'],
  ['GET /api/admin/doctor-leave', 'schedules:read'],
  ['POST /api/admin/doctor-leave', 'schedules:write'],
  ['GET /api/admin/data-requests', 'patients:read'],
  ['POST /api/admin/data-requests', 'patients:delete'],
  ['GET /api/admin/waitlist', 'appointments:read'],
  ['POST /api/admin/waitlist', 'appointments:write'],
  ['GET /api/admin/settings', 'admin-role'],
  ['PUT /api/admin/settings', 'admin-role'],
  ['GET /api/admin/users', 'admin-role'],
  ['POST /api/admin/users', 'admin-role'],
  ['PATCH /api/admin/users', 'admin-role'],
];

test.each(ACCESS_RULES)('%s needs %s', (operation, permission) => {
  expect(ADMIN_ENDPOINTS.find((endpoint) => label(endpoint) === operation)?.permission).toBe(permission);
});

test('every staff operation a function declares is in the access rules', () => {
  expect(ADMIN_ENDPOINTS.map(label).sort()).toEqual(ACCESS_RULES.map(([operation]) => operation).sort());
});

test('every admin function is in the table', () => {
  const listed = new Set(ADMIN_ENDPOINTS.map((endpoint) => endpoint.path));
  const adminPaths = routes.map((route) => route.path).filter((routePath) => /^\/api\/admin[/-]/.test(routePath));
  expect(adminPaths.filter((routePath) => routePath !== '/api/admin/login' && !listed.has(routePath))).toEqual([]);
});

test('no admin path answers an anonymous caller on a method the table does not list', async () => {
  const adminRoutes = routes.filter(
    (route) => /^\/api\/admin[/-]/.test(route.path) && route.path !== '/api/admin/login',
  );
  for (const route of adminRoutes) {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      if (route.methods && !route.methods.includes(method)) continue;
      if (ADMIN_ENDPOINTS.some((endpoint) => endpoint.path === route.path && endpoint.method === method)) continue;
      const response = await route.handler(adminRequest(route.path, { method }), testContext());
      expect([401, 403, 404, 405], `${method} ${route.path}`).toContain(response.status);
    }
  }
});

// The permission grid offers only the switches that mean something: every permission a staff operation needs is one
// of them, and each of them is needed by an operation (or, for correcting an outcome, by the appointments screen).
test('the grid offers exactly the switches the back office checks', () => {
  const checked = new Set(
    ADMIN_ENDPOINTS.flatMap((endpoint) => {
      const needed = resourcePermission(endpoint.permission);
      return needed ? [`${needed.resource}:${needed.action}`] : [];
    }),
  );
  checked.add(`${CORRECTION_PERMISSION.resource}:${CORRECTION_PERMISSION.action}`);
  const offered = RESOURCES.flatMap((resource) => GRANTS[resource].map((action) => `${resource}:${action}`));
  expect(offered.sort()).toEqual([...checked].sort());
});
