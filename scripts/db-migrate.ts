// npm run db:migrate: brings the database of DATABASE_URL (or the embedded one) to the latest migration.
import { connect } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';

const { db, release } = connect();
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
} finally {
  await release();
  await db.destroy();
}
