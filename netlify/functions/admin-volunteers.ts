import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { changeApplicationStatus, listApplications } from '../../src/server/volunteer/volunteer-admin-queries.ts';
import { volunteerStatusChangeSchema } from '../../src/shared/volunteer/volunteer-admin.ts';

// GET: every application (the screen searches and filters them; spec 9: no page size). PATCH {id, status,
// expectedStatus?, reviewNotes?}: a status change, answering the updated application.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'PATCH']);
  if (request.method === 'GET') {
    await requireAdmin(db, request, { resource: 'volunteers', action: 'read' });
    return json({ success: true, applications: await listApplications(db) });
  }
  const admin = await requireAdmin(db, request, { resource: 'volunteers', action: 'write' });
  const change = await readJson(request, volunteerStatusChangeSchema);
  const actor = { adminId: admin.id, ip: clientAddress(request, context) };
  const { application } = await changeApplicationStatus(db, change, actor);
  return json({ success: true, application });
});

export const config: Config = { path: '/api/admin/volunteers' };
