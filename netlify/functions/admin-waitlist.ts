import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { listWaitlist, moveWaitlistToTop } from '../../src/server/waitlist/admin-waitlist.ts';
import { moveWaitlistToTopSchema, waitlistListQuerySchema } from '../../src/shared/waitlist/waitlist.ts';

// GET ?doctor_id=&date=[&medical_center_id=]: the doctor's waitlist for the day, in order.
// POST { id }: moves a waiting person to the top of their list.
export default adminEndpoint({
  GET: staff('appointments:read', async ({ request, db }) =>
    json({ success: true, entries: await listWaitlist(db, readQuery(request, waitlistListQuerySchema)) }),
  ),
  POST: staff('appointments:write', async ({ request, db, actor }) => {
    const { id } = await readJson(request, moveWaitlistToTopSchema);
    await moveWaitlistToTop(db, id, actor);
    return json({ success: true, message: 'Moved to the top of the waitlist.' });
  }),
});

export const config: Config = { path: '/api/admin/waitlist' };
