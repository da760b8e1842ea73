import type { Config } from '@netlify/functions';
import { listDoctors } from '../../src/server/booking/catalogue-queries.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { doctorsQuerySchema } from '../../src/shared/booking/catalogue-query-schema.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  const query = readQuery(request, doctorsQuerySchema);
  const data = await listDoctors(db, query.medical_center_id);
  return json({ data }, { cache: { kind: 'shared', tags: ['doctors'], cdnSeconds: 300 } });
});

export const config: Config = { path: '/api/doctors' };
