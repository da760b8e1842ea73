// npm run db:migrate: brings the database of DATABASE_URL (or the embedded one) to the latest migration and its
// centres in step with content/centers (npm first regenerates the module they are read from: "predb:migrate").
import { connect } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const { db, release } = connect();
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
