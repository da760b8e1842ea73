import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { publicUser } from '../../src/server/admin/login.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  const principal = await requireAdmin(db, request, 'signed-in');
  return json({ success: true, user: publicUser(principal) });
});

export const config: Config = { path: '/api/admin/me' };
