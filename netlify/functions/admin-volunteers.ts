import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { secondFactorRequired } from '../../src/server/admin/second-factor-policy.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { changeApplicationStatus, listApplications } from '../../src/server/volunteer/volunteer-admin-queries.ts';
import { volunteerStatusChangeSchema } from '../../src/shared/volunteer/volunteer-admin.ts';

// GET: every application (the screen searches and filters them; no page size, docs/product-rules.md). PATCH {id, status,
// expectedStatus?, reviewNotes?}: a status change, answering the updated application.
export default adminEndpoint({
  GET: staff('volunteers:read', async ({ db, admin }) =>
    json({ success: true, applications: await listApplications(db, { health: secondFactorRequired(admin) }) }),
  ),
  PATCH: staff('volunteers:write', async ({ request, db, actor, admin }) => {
    const change = await readJson(request, volunteerStatusChangeSchema);
    const { application } = await changeApplicationStatus(db, change, actor, secondFactorRequired(admin));
    return json({ success: true, application });
  }),
});

export const config: Config = { path: '/api/admin/volunteers' };
