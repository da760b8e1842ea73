// changeMyConsents: the patient of a manage link gives or withdraws consent to reminders, newsletter and marketing;
// the answer is their consents now and their open erasure request (the manage page's "Your data" panel reads it
// with the token alone).
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { changeConsents, consentsOf } from '../../src/server/rights/consents.ts';
import { erasureRequestsOf } from '../../src/server/rights/erasure-requests.ts';
import { patientOfLink } from '../../src/server/rights/patient-of-link.ts';
import { consentChangeSchema, type MyDataState } from '../../src/shared/rights/consent.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['POST']);
  const { token, ...changes } = await readJson(request, consentChangeSchema);
  const patient = await patientOfLink(db, token);
  const changed = Object.values(changes).some((value) => value !== undefined);
  const consents = changed ? await changeConsents(db, patient, changes) : await consentsOf(db, patient);
  const open = (await erasureRequestsOf(db, patient)).find((row) => row.status === 'open') ?? null;
  return json({ data: { consents, open_request: open } satisfies MyDataState });
});

export const config: Config = { path: '/api/my-data/consents' };
