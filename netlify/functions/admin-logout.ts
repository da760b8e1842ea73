import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { signOut } from '../../src/server/admin/login.ts';
import { clearedSessionCookie } from '../../src/server/admin/sessions.ts';
import { json } from '../../src/server/http/respond.ts';

// A session that is already over still gets its cookie cleared (the 401 carries it too); one still at its second
// step may be left too ("Use another account").
export default adminEndpoint({
  POST: staff(
    'second-step',
    async ({ db, admin, ip }) => {
      await signOut(db, admin, ip);
      return json({ success: true }, { headers: { 'Set-Cookie': clearedSessionCookie() } });
    },
    { signedOut: { 'Set-Cookie': clearedSessionCookie() } },
  ),
});

export const config: Config = { path: '/api/admin/logout' };
