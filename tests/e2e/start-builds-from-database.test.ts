// `npm start` builds the pages from the database it serves (scripts/start.ts): the build runs in a child process
// once the embedded database is migrated and seeded, before the site answers, and reads the services through the
// database's socket. The pages then carry the services /api/services answers, as a deployed build does. It reads
// dist/index.html as `npm test` builds it, without a database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { builtWithServices } from '../../scripts/lib/build-if-needed.ts';
import { serveProduct } from '../../scripts/lib/serve-product.ts';
import { servicesForBuild } from '../../src/server/services/build-time-list.ts';
import type { Service } from '../../src/shared/services/service.ts';

test('the build step reads the embedded database, seeded, with the services the API then serves', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wedakama-start-build-'));
  let built: Service[] = [];
  const product = await serveProduct({
    port: 0,
    dataDir,
    beforeServing: async ({ url }) => {
      built = await servicesForBuild(url, undefined);
    },
  });
  try {
    const answer = await fetch(`${product.url}/api/services`);
    const { data } = (await answer.json()) as { data: Service[] };
    expect(built.length).toBeGreaterThan(0);
    expect(built.map(({ id, name, price }) => ({ id, name, price }))).toEqual(
      data.map(({ id, name, price }) => ({ id, name, price })),
    );
    // `npm test` built the pages without a database: npm start over them builds again for these services, and a
    // database without services (a new one) is served the pages as they are.
    expect(builtWithServices(built)).toBe(false);
    expect(builtWithServices([])).toBe(true);
  } finally {
    await product.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
