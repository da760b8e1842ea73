// The private manage link's API: the token comes in the JSON body (never in a URL, so never in a log).
import type { Config } from '@netlify/functions';
import { cancelBooking, manageRequestSchema, viewBooking } from '../../src/server/booking/manage-booking.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const { token, action } = await readJson(request, manageRequestSchema);
  if (action === 'view') return json({ data: await viewBooking(db, token) });
  const data = await cancelBooking(db, token);
  kickDispatcher(context);
  return json({ data, message: 'Your appointment has been cancelled.' });
});

export const config: Config = { path: '/api/appointment-manage' };
