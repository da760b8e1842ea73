import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { signOut } from '../../src/server/admin/login.ts';
import { clearedSessionCookie } from '../../src/server/admin/sessions.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { allowMethods, clientAddress } from '../../src/server/http/request.ts';
import { errorResponse, json } from '../../src/server/http/respond.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const cleared = { 'Set-Cookie': clearedSessionCookie() };
  try {
    const principal = await requireAdmin(db, request, 'signed-in');
    await signOut(db, principal, clientAddress(request, context));
  } catch (error) {
    // A session that is already over still gets its cookie cleared.
    if (error instanceof HttpError && error.status === 401) {
      const response = errorResponse(error);
      response.headers.set('Set-Cookie', cleared['Set-Cookie']);
      return response;
    }
    throw error;
  }
  return json({ success: true }, { headers: cleared });
});

export const config: Config = { path: '/api/admin/logout' };
