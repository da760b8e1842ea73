import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import {
  changeAdminUser,
  createAdminUser,
  listAdminUsers,
  newAdminUserRequestSchema,
} from '../../src/server/settings/admin-users.ts';
import { adminUserChangeSchema } from '../../src/shared/settings/admin-user-schema.ts';

// Role admin only. GET: the accounts. POST {email, name, password, role, permissions}: a new account.
// PATCH {id, role?, permissions?, isActive?}: a change; deactivating ends the account's sessions.
export default adminEndpoint({
  GET: staff('admin-role', async ({ db }) => json({ success: true, users: await listAdminUsers(db) })),
  POST: staff('admin-role', async ({ request, db, actor }) => {
    await createAdminUser(db, await readJson(request, newAdminUserRequestSchema), actor);
    return json({ success: true, users: await listAdminUsers(db) }, { status: 201 });
  }),
  PATCH: staff('admin-role', async ({ request, db, actor }) => {
    await changeAdminUser(db, await readJson(request, adminUserChangeSchema), actor);
    return json({ success: true, users: await listAdminUsers(db) });
  }),
});

export const config: Config = { path: '/api/admin/users' };
