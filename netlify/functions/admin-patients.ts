import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { mergePatients } from '../../src/server/patients/merge-patients.ts';
import { listPatients } from '../../src/server/patients/patient-queries.ts';
import { patientMergeSchema } from '../../src/shared/patients/patient.ts';
import { patientQuerySchema } from '../../src/shared/patients/patient-query-schema.ts';

// GET ?search=: patients derived from appointments, with their appointments and reviews.
// POST {keep, merge}: two patients are one person; merge's bookings become keep's (logged).
export default adminEndpoint({
  GET: staff('patients:read', async ({ request, db }) => {
    const { search } = readQuery(request, patientQuerySchema);
    return json({ success: true, ...(await listPatients(db, search)) });
  }),
  POST: staff('patients:write', async ({ request, db, actor }) => {
    const pair = await readJson(request, patientMergeSchema);
    await mergePatients(db, pair, actor);
    return json({ success: true, key: pair.keep });
  }),
});

export const config: Config = { path: '/api/admin/patients' };
