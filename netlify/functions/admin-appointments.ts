import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import {
  appointmentHealth,
  changeAppointmentStatus,
  listAppointments,
} from '../../src/server/booking/appointment-queries.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { can } from '../../src/shared/admin/permissions.ts';
import { appointmentListSchema } from '../../src/shared/booking/appointment-filters.ts';
import { CORRECTION_PERMISSION } from '../../src/shared/booking/appointment-status.ts';
import { appointmentIdSchema, statusChangeSchema } from '../../src/shared/booking/status-change-schema.ts';

// GET: one page of the list (filters, page, pageSize and sort in the query), or with ?id= one appointment's health
// information (logged each time).
// PATCH {id, status, expectedStatus, reason?, cancelledBy?}: a status change (a correction needs appointments: delete).
export default adminEndpoint({
  GET: staff('appointments:read', async ({ request, db, actor }) => {
    if (new URL(request.url).searchParams.has('id')) {
      const { id } = appointmentIdSchema.parse({ id: new URL(request.url).searchParams.get('id') });
      return json({ success: true, health: await appointmentHealth(db, id, actor) });
    }
    const { page, pageSize, sort, ...filters } = readQuery(request, appointmentListSchema);
    const list = await listAppointments(db, filters, { page: { page, pageSize, sort } });
    return json({ success: true, page, pageSize, sort, ...list });
  }),
  PATCH: staff('appointments:write', async ({ request, db, actor, admin }) => {
    const change = await readJson(request, statusChangeSchema);
    const { resource, action } = CORRECTION_PERMISSION;
    await changeAppointmentStatus(db, change, { ...actor, mayCorrect: can(admin, resource, action) });
    return json({ success: true, id: change.id, status: change.status });
  }),
});

export const config: Config = { path: '/api/admin/appointments' };
