import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import {
  appointmentHealth,
  changeAppointmentStatus,
  listAppointments,
} from '../../src/server/booking/appointment-queries.ts';
import { appointmentIdSchema, statusChangeSchema } from '../../src/server/booking/status-change.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { allowMethods, clientAddress, readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { appointmentFiltersSchema } from '../../src/shared/booking/appointment-filters.ts';

// GET: the list (filters in the query), or with ?id= one appointment's health information (logged each time).
// PATCH {id, status, expectedStatus}: a status change.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'PATCH']);
  if (request.method === 'GET') {
    const admin = await requireAdmin(db, request, { resource: 'appointments', action: 'read' });
    if (new URL(request.url).searchParams.has('id')) {
      const { id } = appointmentIdSchema.parse({ id: new URL(request.url).searchParams.get('id') });
      const health = await appointmentHealth(db, id);
      if (!health) throw new HttpError(404, 'Appointment not found');
      await logActivity(db, {
        adminUserId: admin.id,
        action: 'appointment_health_viewed',
        description: `Opened the health information of appointment ${health.reference}`,
        ip: clientAddress(request, context),
        metadata: { appointmentId: id, reference: health.reference },
      });
      return json({ success: true, health });
    }
    const filters = readQuery(request, appointmentFiltersSchema);
    return json({ success: true, ...(await listAppointments(db, filters)) });
  }
  const admin = await requireAdmin(db, request, { resource: 'appointments', action: 'write' });
  const change = await readJson(request, statusChangeSchema);
  const { reference } = await changeAppointmentStatus(db, change);
  await logActivity(db, {
    adminUserId: admin.id,
    action: 'appointment_status_changed',
    description: `Appointment ${reference}: ${change.expectedStatus} -> ${change.status}`,
    ip: clientAddress(request, context),
    metadata: { appointmentId: change.id, reference, from: change.expectedStatus, to: change.status },
  });
  return json({ success: true, id: change.id, status: change.status });
});

export const config: Config = { path: '/api/admin/appointments' };
