import type { Config } from '@netlify/functions';
import { listMedicalCenters } from '../../src/server/booking/catalogue-queries.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  const data = await listMedicalCenters(db);
  return json({ data }, { cache: { kind: 'shared', tags: ['medical-centers'], cdnSeconds: 300 } });
});

export const config: Config = { path: '/api/medical-centers' };
