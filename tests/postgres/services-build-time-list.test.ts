// The build reads services from DATABASE_URL when it is set, exactly as /api/services answers them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { servicesForBuild } from '../../src/server/services/build-time-list.ts';
import { listAvailableServices } from '../../src/server/services/service-queries.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true });
});
afterAll(() => database.drop());

test('with a database URL the build renders the live services, not the demo list', async () => {
  await database.db
    .updateTable('services')
    .set({ name: 'Panchakarma (live)' })
    .where('name', '=', 'Panchakarma Therapy')
    .execute();
  await database.db.updateTable('services').set({ available: false }).where('name', '=', 'Herbal Medicine').execute();
  const services = await servicesForBuild(database.url);
  expect(services).toEqual(await listAvailableServices(database.db));
  expect(services[0]?.name).toBe('Panchakarma (live)');
  expect(services.map((service) => service.name)).not.toContain('Herbal Medicine');
});
