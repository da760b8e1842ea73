import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { listPatients, patientQuerySchema } from '../../src/server/patients/patient-queries.ts';

// GET ?search=: patients derived from appointments, with their appointments and reviews.
export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  await requireAdmin(db, request, { resource: 'patients', action: 'read' });
  const { search } = readQuery(request, patientQuerySchema);
  return json({ success: true, ...(await listPatients(db, search)) });
});

export const config: Config = { path: '/api/admin/patients' };
