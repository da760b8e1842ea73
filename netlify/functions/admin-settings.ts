import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { readSettings, saveSettings } from '../../src/server/settings/settings-queries.ts';
import { settingsSchema } from '../../src/shared/settings/settings-schema.ts';

// Role admin only. GET: the settings. PUT {adminSmsNumber, notifications}: saves them.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'PUT']);
  const admin = await requireAdmin(db, request, 'admin-role');
  if (request.method === 'GET') return json({ success: true, settings: await readSettings(db) });
  const settings = await readJson(request, settingsSchema);
  await saveSettings(db, settings);
  await logActivity(db, {
    adminUserId: admin.id,
    action: 'settings_changed',
    description: 'Changed the notification settings',
    ip: clientAddress(request, context),
  });
  return json({ success: true, settings });
});

export const config: Config = { path: '/api/admin/settings' };
