import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { listPatients, patientQuerySchema } from '../../src/server/patients/patient-queries.ts';

// GET ?search=: patients derived from appointments, with their appointments and reviews.
export default adminEndpoint({
  GET: staff('patients:read', async ({ request, db }) => {
    const { search } = readQuery(request, patientQuerySchema);
    return json({ success: true, ...(await listPatients(db, search)) });
  }),
});

export const config: Config = { path: '/api/admin/patients' };
