// Walks the endpoint-permission table against the real handlers in netlify/functions, found by their
// config.path: anonymous -> 401, signed in without the permission -> 403, with it -> neither (and no 500).
// A row whose function does not exist yet is skipped; a function that exists and is not gated fails.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_ENDPOINTS, type AdminEndpoint } from '../../src/server/admin/endpoint-permissions.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { ACTIONS, type Permissions, RESOURCES } from '../../src/shared/admin/permissions.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

type Handler = (request: Request, context: Context) => Promise<Response>;

const functionsDir = path.resolve(import.meta.dirname, '../../netlify/functions');
// Routed as Netlify routes them: by config.path, and by config.method when a function names its methods.
const routes: { path: string; methods?: string[]; handler: Handler }[] = [];
for (const file of (await readdir(functionsDir)).filter((name) => /\.m?ts$/.test(name))) {
  const module = (await import(pathToFileURL(path.join(functionsDir, file)).href)) as {
    default: Handler;
    config?: Config;
  };
  const paths = module.config?.path;
  const methods = module.config?.method;
  for (const routePath of Array.isArray(paths) ? paths : paths ? [paths] : []) {
    routes.push({
      path: routePath,
      methods: methods ? (Array.isArray(methods) ? methods : [methods]) : undefined,
      handler: module.default,
    });
  }
}
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

describe.each(ADMIN_ENDPOINTS.map((endpoint) => [label(endpoint), endpoint] as const))('%s', (_, endpoint) => {
  const missing = !handlerFor(endpoint);

  test.skipIf(missing)('refuses an anonymous caller with 401', async () => {
    const response = await call(endpoint);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Admin authentication required' });
  });

  test.skipIf(missing || endpoint.permission === 'signed-in')(
    'refuses a signed-in admin without the permission with 403',
    async () => {
      const permission = endpoint.permission;
      const token =
        permission === 'admin-role'
          ? await sessionWith({ role: 'staff', permissions: everything })
          : await sessionWith({
              role: 'staff',
              // Every other permission, so only the missing one can explain the refusal.
              permissions: Object.fromEntries(
                RESOURCES.map((resource) => [
                  resource,
                  ACTIONS.filter(
                    (action) =>
                      permission === 'signed-in' || resource !== permission.resource || action !== permission.action,
                  ),
                ]),
              ),
            });
      const response = await call(endpoint, token);
      expect(response.status).toBe(403);
    },
  );

  test.skipIf(missing)('lets a signed-in admin with the permission through', async () => {
    const permission = endpoint.permission;
    const token =
      permission === 'admin-role'
        ? await sessionWith({ role: 'admin' })
        : permission === 'signed-in'
          ? await sessionWith({ role: 'staff' })
          : await sessionWith({ role: 'staff', permissions: { [permission.resource]: [permission.action] } });
    const response = await call(endpoint, token);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
  });
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
