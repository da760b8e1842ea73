import type { Config } from '@netlify/functions';
import { adminEndpoint, staff } from '../../src/server/admin/admin-endpoint.ts';
import { dashboardStats } from '../../src/server/dashboard/dashboard-stats.ts';
import { readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { type DashboardResponse, dashboardQuerySchema } from '../../src/shared/dashboard/dashboard-schema.ts';

export default adminEndpoint({
  GET: staff('dashboard:read', async ({ request, db, admin }) => {
    const { dateRange } = readQuery(request, dashboardQuerySchema);
    const stats = await dashboardStats(db, admin, dateRange);
    const body: DashboardResponse = { success: true, stats, message: 'Dashboard statistics retrieved successfully' };
    return json(body);
  }),
});

export const config: Config = { path: '/api/admin/dashboard/stats' };
