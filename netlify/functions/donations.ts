import type { Config } from '@netlify/functions';
import { storeDonationPledge } from '../../src/server/donations/donation-pledges.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { donationPledgeSchema } from '../../src/shared/donations/donation-schema.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const input = await readJson(request, donationPledgeSchema);
  await enforceRateLimit(
    db,
    { bucket: 'donations', limit: 10, windowSeconds: 600 },
    clientAddress(request, context),
    (minutes) => `Too many donation pledges from this connection. Please try again in ${minutes} minutes.`,
  );
  const receipt = await storeDonationPledge(db, input);
  return json(receipt, { status: 201 });
});

export const config: Config = { path: '/api/donations' };
