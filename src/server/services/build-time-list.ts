// Services for the build. The static pages render services at build time and then refresh them from
// /api/services (docs/decisions.md "Services are rendered at build time and refreshed"). With DATABASE_URL set, the
// build reads the live table exactly as /api/services does, and fails loudly if it cannot. `npm start`
// sets it to the database it serves, the embedded one included (scripts/start.ts). Without it (`npm run build`, the
// tests) there is nothing true to render: the pages are built without
// services and show the agreed "Loading services..." until the browser's refresh answers, and "Failed to load
// services" if it fails. Made-up services are never published; a production build (Netlify's CONTEXT=production)
// without a database stops with an error instead (README "Data").
import type { Service } from '../../shared/services/service.ts';

export async function servicesForBuild(
  databaseUrl = process.env.DATABASE_URL,
  context = process.env.CONTEXT,
): Promise<Service[]> {
  if (!databaseUrl) {
    if (context === 'production') {
      throw new Error(
        'DATABASE_URL is not set: a production build renders the live services and cannot be built without the database.',
      );
    }
    return [];
  }
  const { connect } = await import('../db/database.ts');
  const { listAvailableServices } = await import('./service-queries.ts');
  const { db, release } = connect(databaseUrl);
  try {
    return await listAvailableServices(db);
  } finally {
    await release();
  }
}
