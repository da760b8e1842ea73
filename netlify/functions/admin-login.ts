import type { Config } from '@netlify/functions';
import { assertSameOriginJson } from '../../src/server/admin/guard.ts';
import { publicUser, signIn } from '../../src/server/admin/login.ts';
import { readSessionToken, sessionCookie } from '../../src/server/admin/sessions.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { loginSchema } from '../../src/shared/admin/login-schema.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  assertSameOriginJson(request);
  const credentials = await readJson(request, loginSchema);
  const { token, principal } = await signIn(db, credentials, {
    ip: clientAddress(request, context),
    userAgent: request.headers.get('user-agent'),
    previousToken: readSessionToken(request),
  });
  return json({ success: true, user: publicUser(principal) }, { headers: { 'Set-Cookie': sessionCookie(token) } });
});

export const config: Config = { path: '/api/admin/login' };
