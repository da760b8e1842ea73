import type { Config } from '@netlify/functions';
import { storeDonationPledge, throttleDonationPledges } from '../../src/server/donations/donation-pledges.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { donationPledgeSchema } from '../../src/shared/donations/donation-schema.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const input = await readJson(request, donationPledgeSchema);
  await throttleDonationPledges(db, clientAddress(request, context));
  return json(await storeDonationPledge(db, input), { status: 201 });
});

export const config: Config = { path: '/api/donations' };
