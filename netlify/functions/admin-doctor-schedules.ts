import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { readJson, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { listDoctorSchedules } from '../../src/server/schedules/doctor-schedule-queries.ts';
import { saveDoctorSchedule } from '../../src/server/schedules/save-doctor-schedule.ts';
import { scheduleQuerySchema, scheduleSaveSchema } from '../../src/shared/schedules/doctor-schedule.ts';

// GET ?center=: the centre's doctors with their weekly sessions. PUT {center, doctorId, effectiveFrom, sessions}:
// one doctor's week from a day on; the slots of the booking horizon follow (409 naming the bookings in the way).
export default adminEndpoint({
  GET: staff('schedules:read', async ({ request, db }) => {
    const { center } = readQuery(request, scheduleQuerySchema);
    return json(await listDoctorSchedules(db, center));
  }),
  PUT: staff('schedules:write', async ({ request, db, actor }) => {
    const slots = await saveDoctorSchedule(db, await readJson(request, scheduleSaveSchema), actor);
    return json({ success: true, slots });
  }),
});

export const config: Config = { path: '/api/admin/doctor-schedules' };
