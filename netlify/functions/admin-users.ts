import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
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
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'POST', 'PATCH']);
  const admin = await requireAdmin(db, request, 'admin-role');
  const ip = clientAddress(request, context);
  if (request.method === 'GET') return json({ success: true, users: await listAdminUsers(db) });
  if (request.method === 'POST') {
    const user = await readJson(request, newAdminUserRequestSchema);
    const id = await createAdminUser(db, user);
    await logActivity(db, {
      adminUserId: admin.id,
      action: 'admin_user_created',
      description: `Created the ${user.role} account ${user.email}`,
      ip,
      metadata: { userId: id },
    });
    return json({ success: true, users: await listAdminUsers(db) }, { status: 201 });
  }
  const change = await readJson(request, adminUserChangeSchema);
  await changeAdminUser(db, change, admin.id);
  const what = [
    change.role ? `role ${change.role}` : '',
    change.permissions ? 'permissions' : '',
    change.isActive === undefined ? '' : change.isActive ? 'reactivated' : 'deactivated',
  ].filter(Boolean);
  await logActivity(db, {
    adminUserId: admin.id,
    action: 'admin_user_changed',
    description: `Changed an admin account: ${what.join(', ') || 'nothing'}`,
    ip,
    metadata: { userId: change.id },
  });
  return json({ success: true, users: await listAdminUsers(db) });
});

export const config: Config = { path: '/api/admin/users' };
