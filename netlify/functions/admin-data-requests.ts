import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { completeDataRequest, listDataRequests } from '../../src/server/rights/data-requests-admin.ts';
import { completeDataRequestSchema, dataRequestListQuerySchema } from '../../src/shared/rights/data-requests.ts';

// GET ?status=: patients' erasure requests, open ones by due date first.
// POST {id}: erase (anonymise) the patient of an open request and close it (logged without personal data).
export default adminEndpoint({
  GET: staff('patients:read', async ({ request, db }) => {
    const { status } = readQuery(request, dataRequestListQuerySchema);
    return json({ success: true, requests: await listDataRequests(db, status) });
  }),
  POST: staff('patients:delete', async ({ request, db, actor }) => {
    const { id } = await readJson(request, completeDataRequestSchema);
    return json({ success: true, ...(await completeDataRequest(db, id, actor)) });
  }),
});

export const config: Config = { path: '/api/admin/data-requests' };
