import type { Config } from '@netlify/functions';
import { colomboToday } from '../../src/lib/colombo-time.ts';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { listAppointments } from '../../src/server/booking/appointment-queries.ts';
import { appointmentsCsv, csvFileName } from '../../src/server/booking/appointments-csv.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { allowMethods, clientAddress, readQuery } from '../../src/server/http/request.ts';
import { appointmentFiltersSchema } from '../../src/shared/booking/appointment-filters.ts';

// GET with the list's filters: every matching appointment as a CSV download. Its Notes column holds health
// information, so the export is logged with the references it disclosed, as opening one in the detail view is.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET']);
  const admin = await requireAdmin(db, request, { resource: 'appointments', action: 'read' });
  const filters = readQuery(request, appointmentFiltersSchema);
  const { appointments } = await listAppointments(db, filters, { limit: 100_000, combinedNotes: true });
  if (appointments.length === 0) throw new HttpError(404, 'There are no appointments to export');
  await logActivity(db, {
    adminUserId: admin.id,
    action: 'appointment_health_exported',
    description: `Exported ${appointments.length} appointments with their health information`,
    ip: clientAddress(request, context),
    metadata: {
      count: appointments.length,
      status: filters.status,
      date: filters.date,
      references: appointments.map((a) => a.reference).join(' '),
    },
  });
  return new Response(appointmentsCsv(appointments), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(colomboToday())}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const config: Config = { path: '/api/admin/appointments/export' };
