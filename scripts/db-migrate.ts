// npm run db:migrate: brings the database of DATABASE_URL_UNPOOLED, else DATABASE_URL (or the embedded one) to the latest migration and its
// centres in step with content/centers (npm first regenerates the module they are read from: "predb:migrate").
import { connect } from '../src/server/db/database.ts';
import { migrateToLatest, migrationUrl } from '../src/server/db/migrate.ts';

let url: string | undefined;
try {
  url = migrationUrl();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { db, release } = connect(url);
try {
  const { applied, centers } = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  console.log(`Centres from content/centers: ${centers.upserted}.`);
  if (centers.deactivated.length > 0) {
    console.log(`No longer in content/centers, so no longer taking bookings: ${centers.deactivated.join(', ')}.`);
  }
} finally {
  await release();
  await db.destroy();
}
