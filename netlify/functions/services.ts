import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { listAvailableServices } from '../../src/server/services/service-queries.ts';
import { servicesQuerySchema } from '../../src/shared/services/service.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  const { order } = readQuery(request, servicesQuerySchema);
  const data = await listAvailableServices(db, order);
  return json({ data }, { cache: { kind: 'shared', tags: ['services'], cdnSeconds: 300 } });
});

export const config: Config = { path: '/api/services' };
