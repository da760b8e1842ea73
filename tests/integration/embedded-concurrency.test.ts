// The embedded database (PGlite, one session) served as `npm start` serves it, under parallel requests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN_EMAIL } from '../../scripts/lib/embedded-database.ts';
import { serveProduct } from '../../scripts/lib/serve-product.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { describeConcurrency } from '../support/concurrency-suite.ts';

describeConcurrency('embedded database', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wedakama-concurrency-'));
  const product = await serveProduct({ port: 0, dataDir });
  // The test reads through the psql socket, which takes the one session in turn with the server's requests.
  const db = createPooledDatabase(product.databaseUrl, 2);
  return {
    url: product.url,
    db,
    admin: {
      email: DEMO_ADMIN_EMAIL,
      password: product.demoAdminPassword ?? '',
      secret: product.demoAdminSecondFactor?.secret ?? '',
    },
    async close() {
      await db.destroy();
      await product.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
});
