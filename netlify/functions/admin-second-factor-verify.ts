import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { publicUser } from '../../src/server/admin/login.ts';
import { verifySecondFactor } from '../../src/server/admin/second-factor.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { secondFactorCodeSchema } from '../../src/shared/admin/second-factor.ts';

// POST {code}: a 6-digit code or a recovery code. Confirms an enrolment (answering the ten recovery codes, this once)
// or completes a sign-in; the session is then signed in.
export default adminEndpoint({
  POST: staff('second-step', async ({ request, db, admin, actor }) => {
    const { code } = await readJson(request, secondFactorCodeSchema);
    const outcome = await verifySecondFactor(db, admin, code, actor);
    return json({ success: true, user: publicUser({ ...admin, pendingStep: null }), ...outcome });
  }),
});

export const config: Config = { path: '/api/admin/second-factor/verify' };
