import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { moveAppointment } from '../../src/server/booking/move-appointment.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { moveAppointmentSchema } from '../../src/shared/booking/staff-booking.ts';

// POST {id, slot_id, from_slot_id}: the visit moves to another slot of its centre in one transaction; the patient is told.
export default adminEndpoint({
  POST: staff('appointments:write', async ({ request, db, actor }) => {
    const moved = await moveAppointment(db, await readJson(request, moveAppointmentSchema), { by: 'staff', actor });
    return json({ success: true, appointment: moved });
  }),
});

export const config: Config = { path: '/api/admin/appointments/move' };
