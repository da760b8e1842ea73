import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { startEnrolment } from '../../src/server/admin/second-factor.ts';
import { json } from '../../src/server/http/respond.ts';

// POST {}: a new TOTP secret for this account (QR code and text), to confirm with a code at .../verify. Open to a
// session still at its enrolment step, and to a signed-in account without a second factor.
export default adminEndpoint({
  POST: staff('second-step', async ({ db, admin }) => json({ success: true, ...(await startEnrolment(db, admin)) })),
});

export const config: Config = { path: '/api/admin/second-factor/enroll' };
