// requestErasure: the patient of a manage link asks to be erased; 201 with the new request, 200 with the open one.
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';
import { requestErasure } from '../../src/server/rights/erasure-requests.ts';
import { patientOfLink } from '../../src/server/rights/patient-of-link.ts';
import { erasureRequestSchema } from '../../src/shared/rights/consent.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const { token } = await readJson(request, erasureRequestSchema);
  const { request: erasure, created } = await requestErasure(db, await patientOfLink(db, token));
  if (created) kickDispatcher(context);
  return json({ data: erasure }, { status: created ? 201 : 200 });
});

export const config: Config = { path: '/api/my-data/erasure' };
