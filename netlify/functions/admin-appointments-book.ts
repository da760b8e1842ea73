import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { bookForPatient } from '../../src/server/booking/staff-booking.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { staffBookingSchema } from '../../src/shared/booking/staff-booking.ts';

// POST: staff book for a caller on the phone or a walk-in, through the public booking's guard, limits and messages.
export default adminEndpoint({
  POST: staff('appointments:write', async ({ request, db, actor }) => {
    const booked = await bookForPatient(db, await readJson(request, staffBookingSchema), { actor });
    return json({ success: true, ...booked }, { status: booked.replayed ? 200 : 201 });
  }),
});

export const config: Config = { path: '/api/admin/appointments/book' };
