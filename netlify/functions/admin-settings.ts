import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { readSettings, saveSettings, settingsSavedAt } from '../../src/server/settings/settings-queries.ts';
import { settingsSaveSchema } from '../../src/shared/settings/settings-schema.ts';

// Role admin only. GET: the settings and when they were saved. PUT {adminSmsNumber, notifications, smsAbroad,
// retention?, savedAt?}: saves them; 409 when someone else saved after `savedAt` (src/server/settings/settings-queries.ts).
export default adminEndpoint({
  GET: staff('admin-role', async ({ db }) => {
    const [settings, savedAt] = await Promise.all([readSettings(db), settingsSavedAt(db)]);
    return json({ success: true, settings, savedAt });
  }),
  PUT: staff('admin-role', async ({ request, db, actor }) => {
    const { savedAt: openedAt, ...settings } = await readJson(request, settingsSaveSchema);
    const savedAt = await saveSettings(db, settings, actor, { savedAt: openedAt });
    return json({ success: true, settings: await readSettings(db), savedAt });
  }),
});

export const config: Config = { path: '/api/admin/settings' };
