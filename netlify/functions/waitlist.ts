// POST: joins a doctor's full day's waitlist from the wizard (201; 200 with the entry already there).
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';
import { joinWaitlist, throttleWaitlistJoins } from '../../src/server/waitlist/waitlist-entries.ts';
import { joinWaitlistSchema } from '../../src/shared/waitlist/waitlist.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const join = await readJson(request, joinWaitlistSchema);
  await throttleWaitlistJoins(db, clientAddress(request, context));
  const data = await joinWaitlist(db, join);
  if (data.created) kickDispatcher(context);
  return json({ data }, { status: data.created ? 201 : 200 });
});

export const config: Config = { path: '/api/waitlist' };
