// The private manage link's API: the token comes in the JSON body (never in a URL, so never in a log).
import type { Config } from '@netlify/functions';
import { cancelBooking, rescheduleBooking, viewBooking } from '../../src/server/booking/manage-booking.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { kickDispatcher } from '../../src/server/outbox/kick.ts';
import { manageRequestSchema } from '../../src/shared/booking/manage-booking-schema.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const { token, action, slot_id } = await readJson(request, manageRequestSchema);
  if (action === 'view') return json({ data: await viewBooking(db, token) });
  if (action === 'reschedule' && slot_id) {
    const data = await rescheduleBooking(db, token, slot_id);
    kickDispatcher(context);
    return json({ data, message: 'Your appointment has moved.' });
  }
  const data = await cancelBooking(db, token);
  kickDispatcher(context);
  return json({ data, message: 'Your appointment has been cancelled.' });
});

export const config: Config = { path: '/api/appointment-manage' };
