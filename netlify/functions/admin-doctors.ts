import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { purgePublicCache } from '../../src/server/http/purge-public-cache.ts';
import { readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { addDoctor } from '../../src/server/schedules/add-doctor.ts';
import { retireDoctor } from '../../src/server/schedules/retire-doctor.ts';
import { newDoctorSchema, retireDoctorSchema } from '../../src/shared/schedules/doctor-schedule.ts';

// POST {center, title, name, specialization, ...}: a new doctor at a centre. DELETE {id}: retires a doctor (409 while
// visits of theirs are still to come). Both change what /api/doctors answers, so its cached copies are purged.
export default adminEndpoint({
  POST: staff('schedules:write', async ({ request, db, actor }) => {
    const doctor = await addDoctor(db, await readJson(request, newDoctorSchema), actor);
    await purgePublicCache(['doctors']);
    return json({ success: true, doctor }, { status: 201 });
  }),
  DELETE: staff('schedules:delete', async ({ request, db, actor }) => {
    const { id } = await readJson(request, retireDoctorSchema);
    const doctor = await retireDoctor(db, id, actor);
    await purgePublicCache(['doctors']);
    return json({ success: true, doctor });
  }),
});

export const config: Config = { path: '/api/admin/doctors' };
