import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { addDoctorLeave } from '../../src/server/leave/add-leave.ts';
import { listDoctorLeave } from '../../src/server/leave/list-leave.ts';
import { leaveListQuerySchema, leaveRequestSchema } from '../../src/shared/leave/leave.ts';

// GET ?center=&from=: the leaves lasting until `from` (today) or later, upcoming first, with the bookings each caught.
// POST: marks a doctor away or a centre closed (with preview: true, only counts what it would touch).
export default adminEndpoint({
  GET: staff('schedules:read', async ({ request, db }) =>
    json({ success: true, leaves: await listDoctorLeave(db, readQuery(request, leaveListQuerySchema)) }),
  ),
  POST: staff('schedules:write', async ({ request, db, actor }) => {
    const outcome = await addDoctorLeave(db, await readJson(request, leaveRequestSchema), actor);
    return json({ success: true, ...outcome }, { status: outcome.preview ? 200 : 201 });
  }),
});

export const config: Config = { path: '/api/admin/doctor-leave' };
