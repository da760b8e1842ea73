import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readQuery } from '../../src/server/http/request.ts';
import { csvDownload, json } from '../../src/server/http/respond.ts';
import { eventRegistrationsExport, listEventsForStaff } from '../../src/server/volunteer/event-registrations-admin.ts';
import { adminEventsQuerySchema } from '../../src/shared/volunteer/events-query-schema.ts';

// GET: every volunteer event with its places and registrations; with ?export=<event id>, that event's
// registrations as a CSV download.
export default adminEndpoint({
  GET: staff('volunteers:read', async ({ request, db }) => {
    const { export: exportId } = readQuery(request, adminEventsQuerySchema);
    if (exportId === undefined) return json({ success: true, events: await listEventsForStaff(db) });
    const { csv, fileName } = await eventRegistrationsExport(db, exportId);
    return csvDownload(csv, fileName);
  }),
});

export const config: Config = { path: '/api/admin/events' };
