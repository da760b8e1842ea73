// POST { token }: what the waitlist link shows (the token of the private link comes in the body, never in a URL).
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { viewWaitlistEntry } from '../../src/server/waitlist/waitlist-entries.ts';
import { waitlistTokenSchema } from '../../src/shared/waitlist/waitlist.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['POST']);
  const { token } = await readJson(request, waitlistTokenSchema);
  const data = await viewWaitlistEntry(db, token);
  return json({ data });
});

export const config: Config = { path: '/api/waitlist/view' };
