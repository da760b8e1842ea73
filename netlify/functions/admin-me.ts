import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { publicUser } from '../../src/server/admin/login.ts';
import { secondFactorStatus } from '../../src/server/admin/second-factor.ts';
import { json } from '../../src/server/http/respond.ts';

export default adminEndpoint({
  GET: staff('signed-in', async ({ db, admin }) =>
    json({ success: true, user: publicUser(admin), secondFactor: await secondFactorStatus(db, admin) }),
  ),
});

export const config: Config = { path: '/api/admin/me' };
