import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { changeOwnPassword, ownPasswordRequestSchema } from '../../src/server/admin/own-password.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

// POST {currentPassword, newPassword}: the signed-in account's own password; its other sessions end.
export default adminEndpoint({
  POST: staff('signed-in', async ({ request, db, admin, actor }) => {
    const change = await readJson(request, ownPasswordRequestSchema);
    return json({ success: true, ...(await changeOwnPassword(db, admin, change, actor)) });
  }),
});

export const config: Config = { path: '/api/admin/me/password' };
