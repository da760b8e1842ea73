import type { Config } from '@netlify/functions';
import { colomboToday } from '../../src/lib/colombo-time.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { allowMethods, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import {
  adminEventsQuerySchema,
  eventRegistrationsCsv,
  listEventsForStaff,
} from '../../src/server/volunteer/event-registrations-admin.ts';

// GET: every volunteer event with its places and registrations; with ?export=<event id>, that event's
// registrations as a CSV download.
export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  await requireAdmin(db, request, { resource: 'volunteers', action: 'read' });
  const { export: exportId } = readQuery(request, adminEventsQuerySchema);
  const events = await listEventsForStaff(db);
  if (exportId === undefined) return json({ success: true, events });
  const event = events.find((candidate) => candidate.id === exportId);
  if (!event) throw new HttpError(404, 'Event not found');
  if (event.registrations.length === 0) throw new HttpError(404, 'There are no registrations to export');
  return new Response(eventRegistrationsCsv(event.registrations), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="registrations-${event.id}-${colomboToday()}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const config: Config = { path: '/api/admin/events' };
