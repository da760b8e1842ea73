import type { Config } from '@netlify/functions';
import { logActivity } from '../../src/server/admin/activity-log.ts';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import {
  createService,
  deleteService,
  listServicesForAdmin,
  setServiceAvailability,
  updateService,
} from '../../src/server/admin-services/service-admin-queries.ts';
import {
  serviceAvailabilitySchema,
  serviceDeleteSchema,
  serviceFieldsSchema,
  serviceListQuerySchema,
  serviceUpdateSchema,
} from '../../src/server/admin-services/service-form.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { purgePublicCache } from '../../src/server/http/purge-public-cache.ts';
import { allowMethods, clientAddress, readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import type { Service } from '../../src/server/services/service.ts';

// docs/api.md: GET ?page&limit, POST fields, PUT {serviceId, ...fields},
// DELETE {serviceId}, PATCH {serviceId, available}. Every change is logged and purges the public services cache.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
  if (request.method === 'GET') {
    await requireAdmin(db, request, { resource: 'content', action: 'read' });
    const { page, limit } = readQuery(request, serviceListQuerySchema);
    return json({ success: true, ...(await listServicesForAdmin(db, page, limit)) });
  }
  const action = request.method === 'DELETE' ? 'delete' : 'write';
  const admin = await requireAdmin(db, request, { resource: 'content', action });
  let service: Service;
  let description: string;
  let status = 200;
  switch (request.method) {
    case 'POST':
      service = await createService(db, await readJson(request, serviceFieldsSchema));
      description = `Created the service ${service.name}`;
      status = 201;
      break;
    case 'PUT': {
      const { serviceId, ...fields } = await readJson(request, serviceUpdateSchema);
      service = await updateService(db, serviceId, fields);
      description = `Updated the service ${service.name}`;
      break;
    }
    case 'PATCH': {
      const { serviceId, available } = await readJson(request, serviceAvailabilitySchema);
      service = await setServiceAvailability(db, serviceId, available);
      description = `${available ? 'Enabled' : 'Disabled'} the service ${service.name}`;
      break;
    }
    default: {
      const { serviceId } = await readJson(request, serviceDeleteSchema);
      service = await deleteService(db, serviceId);
      description = `Deleted the service ${service.name}`;
    }
  }
  await logActivity(db, {
    adminUserId: admin.id,
    action: `service_${{ POST: 'created', PUT: 'updated', PATCH: 'availability_changed', DELETE: 'deleted' }[request.method] ?? 'changed'}`,
    description,
    ip: clientAddress(request, context),
    metadata: { serviceId: service.id },
  });
  await purgePublicCache(['services']);
  return json({ success: true, service }, { status });
});

export const config: Config = { path: '/api/admin/services' };
