// The services the static pages are prebuilt with (DESIGN.md: no loading flash; the islands then refresh from
// /api/services). With DATABASE_URL set at build time they come from the database; otherwise from the demo seed,
// the same list a fresh local database holds (ids differ, so the islands replace them once /api/services answers).

import { connect } from '../db/database.ts';
import { DEMO_SERVICES } from '../demo/demo-data.ts';
import type { Service } from './service.ts';
import { listAvailableServices } from './service-queries.ts';

const BUILD_EPOCH = Date.UTC(2026, 0, 1);

export async function loadBuildTimeServices(): Promise<Service[]> {
  if (process.env.DATABASE_URL) {
    const { db, release } = connect(process.env.DATABASE_URL);
    try {
      return await listAvailableServices(db);
    } finally {
      await release();
    }
  }
  return DEMO_SERVICES.map((service, index) => ({
    ...service,
    id: `demo-${index + 1}`,
    image_url: null,
    available: true,
    created_at: new Date(BUILD_EPOCH + index * 60_000).toISOString(),
  })).sort((a, b) => Number(b.featured) - Number(a.featured));
}
