// PostgreSQL served as `npm start DATABASE_URL=...` serves it, under parallel requests.
import { serveProduct } from '../../scripts/lib/serve-product.ts';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { enrolDirectly } from '../../src/server/admin/second-factor.ts';
import { describeConcurrency, testPassword } from '../support/concurrency-suite.ts';
import { createPostgresTestDatabase } from '../support/test-database.ts';

describeConcurrency('PostgreSQL', async () => {
  const database = await createPostgresTestDatabase({ seed: true, poolSize: 4 });
  const login = { email: 'concurrency-admin@example.lk', password: testPassword() };
  const id = await upsertAdmin(database.db, { ...login, name: 'Concurrency Admin', role: 'admin' });
  const admin = { ...login, secret: (await enrolDirectly(database.db, id)).secret };
  const product = await serveProduct({ port: 0, databaseUrl: database.url });
  return {
    url: product.url,
    db: database.db,
    admin,
    async close() {
      await product.close();
      await database.drop();
    },
  };
});
