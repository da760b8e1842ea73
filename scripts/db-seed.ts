// npm run db:seed: demo data for a local or staging database. Refuses a database that already has data.
import { connect } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { isSeeded, seedDemoData } from '../src/server/demo/seed.ts';

const { db, release } = connect();
try {
  await migrateToLatest(db);
  if (await isSeeded(db)) {
    console.log('The database already has doctors; nothing was added.');
  } else {
    await seedDemoData(db);
    console.log('Demo data added: 6 centres, 42 doctors, 30 days of slots, services, reviews and applications.');
  }
} finally {
  await release();
  await db.destroy();
}
