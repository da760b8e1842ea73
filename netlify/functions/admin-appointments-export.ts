import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { exportAppointments } from '../../src/server/booking/appointment-queries.ts';
import { readQuery } from '../../src/server/http/request.ts';
import { csvDownload } from '../../src/server/http/respond.ts';
import { appointmentFiltersSchema } from '../../src/shared/booking/appointment-filters.ts';

// GET with the list's filters: every matching appointment as a CSV download, logged (its Notes hold health data).
export default adminEndpoint({
  GET: staff('appointments:read', async ({ request, db, actor }) => {
    const { csv, fileName } = await exportAppointments(db, readQuery(request, appointmentFiltersSchema), actor);
    return csvDownload(csv, fileName);
  }),
});

export const config: Config = { path: '/api/admin/appointments/export' };
