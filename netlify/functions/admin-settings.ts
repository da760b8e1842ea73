import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { readSettings, saveSettings } from '../../src/server/settings/settings-queries.ts';
import { settingsSchema } from '../../src/shared/settings/settings-schema.ts';

// Role admin only. GET: the settings. PUT {adminSmsNumber, notifications}: saves them.
export default adminEndpoint({
  GET: staff('admin-role', async ({ db }) => json({ success: true, settings: await readSettings(db) })),
  PUT: staff('admin-role', async ({ request, db, actor }) => {
    const settings = await readJson(request, settingsSchema);
    await saveSettings(db, settings, actor);
    return json({ success: true, settings });
  }),
});

export const config: Config = { path: '/api/admin/settings' };
