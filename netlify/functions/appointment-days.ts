// GET: every day of the booking horizon for one doctor at one centre, with its free places (live, never cached),
// counted from the same slots GET /api/appointment-slots answers for each day (docs/api.md).
import type { Config } from '@netlify/functions';
import { listBookableDays } from '../../src/server/booking/catalogue-queries.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { daysQuerySchema } from '../../src/shared/booking/catalogue-query-schema.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  const query = readQuery(request, daysQuerySchema);
  const data = await listBookableDays(db, { doctorId: query.doctor_id, medicalCenterId: query.medical_center_id });
  return json({ data });
});

export const config: Config = { path: '/api/appointment-days' };
