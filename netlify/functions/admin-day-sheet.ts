import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { daySheet } from '../../src/server/booking/day-sheet.ts';
import { readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { daySheetQuerySchema } from '../../src/shared/booking/day-sheet.ts';

// GET ?center=<slug>&date=YYYY-MM-DD (today in Colombo by default): the centre's visits of the day, per doctor.
export default adminEndpoint({
  GET: staff('appointments:read', async ({ request, db }) => {
    return json({ success: true, ...(await daySheet(db, readQuery(request, daySheetQuerySchema))) });
  }),
});

export const config: Config = { path: '/api/admin/day-sheet' };
