import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/admin/guard.ts';
import { dashboardStats } from '../../src/server/dashboard/dashboard-stats.ts';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readQuery } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { type DashboardResponse, dashboardQuerySchema } from '../../src/shared/dashboard/dashboard-schema.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['GET']);
  const viewer = await requireAdmin(db, request, { resource: 'dashboard', action: 'read' });
  const { dateRange } = readQuery(request, dashboardQuerySchema);
  const stats = await dashboardStats(db, viewer, dateRange);
  const body: DashboardResponse = { success: true, stats, message: 'Dashboard statistics retrieved successfully' };
  return json(body);
});

export const config: Config = { path: '/api/admin/dashboard/stats' };
