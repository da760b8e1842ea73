// Services for the build. The static pages render services at build time and then refresh them from
// /api/services (DESIGN "Services are shown on static pages without a loading flash"). At build time a database
// may not exist (a preview build, a contributor's first build): with DATABASE_URL set, the build reads the live
// table exactly as /api/services does; without it, it renders the seed's DEMO_SERVICES in the same order, and the
// browser's refresh replaces them with the live list. A build with DATABASE_URL set fails loudly if the database
// cannot be read, rather than publishing demo data to production.
import { DEMO_SERVICES } from '../../server/demo/demo-data.ts';
import type { Service } from '../../server/services/service.ts';

/** The seed's services in the shape of /api/services, featured first, then in the order they were added. */
export function demoServices(): Service[] {
  const created = Date.UTC(2026, 0, 1);
  return DEMO_SERVICES.map((service, index) => ({
    ...service,
    id: `demo-${service.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    image_url: null,
    available: true,
    created_at: new Date(created + index * 60_000).toISOString(),
  })).sort((a, b) => Number(b.featured) - Number(a.featured) || a.created_at.localeCompare(b.created_at));
}

export async function servicesForBuild(databaseUrl = process.env.DATABASE_URL): Promise<Service[]> {
  if (!databaseUrl) return demoServices();
  const { connect } = await import('../../server/db/database.ts');
  const { listAvailableServices } = await import('../../server/services/service-queries.ts');
  const { db, release } = connect(databaseUrl);
  try {
    return await listAvailableServices(db);
  } finally {
    await release();
  }
}
