import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import * as services from '../../src/server/services/service-admin-queries.ts';
import {
  serviceAvailabilitySchema,
  serviceDeleteSchema,
  serviceFieldsSchema,
  serviceListQuerySchema,
  serviceUpdateSchema,
} from '../../src/shared/services/service-form.ts';

// GET ?page&limit, POST fields, PUT {serviceId, savedAt?, ...fields} (409 when changed since savedAt), PATCH {serviceId, available}, DELETE {serviceId}.
// Every change is logged and purges the public services cache (src/server/services/service-admin-queries.ts).
export default adminEndpoint({
  GET: staff('content:read', async ({ request, db }) => {
    const { page, limit } = readQuery(request, serviceListQuerySchema);
    return json({ success: true, ...(await services.listServicesForAdmin(db, page, limit)) });
  }),
  POST: staff('content:write', async ({ request, db, actor }) => {
    const service = await services.createService(db, await readJson(request, serviceFieldsSchema), actor);
    return json({ success: true, service }, { status: 201 });
  }),
  PUT: staff('content:write', async ({ request, db, actor }) => {
    const { serviceId, savedAt, ...fields } = await readJson(request, serviceUpdateSchema);
    return json({ success: true, service: await services.updateService(db, serviceId, fields, actor, { savedAt }) });
  }),
  PATCH: staff('content:write', async ({ request, db, actor }) => {
    const { serviceId, available } = await readJson(request, serviceAvailabilitySchema);
    return json({ success: true, service: await services.setServiceAvailability(db, serviceId, available, actor) });
  }),
  DELETE: staff('content:delete', async ({ request, db, actor }) => {
    const { serviceId } = await readJson(request, serviceDeleteSchema);
    return json({ success: true, service: await services.deleteService(db, serviceId, actor) });
  }),
});

export const config: Config = { path: '/api/admin/services' };
