// POST { token }: books the place the offer holds (the token of the private link comes in the body, never in a URL).
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';
import { claimWaitlistOffer } from '../../src/server/waitlist/waitlist-entries.ts';
import { waitlistTokenSchema } from '../../src/shared/waitlist/waitlist.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const { token } = await readJson(request, waitlistTokenSchema);
  const data = await claimWaitlistOffer(db, token, clientAddress(request, context));
  kickDispatcher(context);
  return json({ data });
});

export const config: Config = { path: '/api/waitlist/claim' };
