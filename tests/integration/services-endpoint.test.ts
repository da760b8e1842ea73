import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/services.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { servicesResponseSchema } from '../../src/server/services/service.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const get = (method = 'GET') => handler(new Request('http://localhost/api/services', { method }), testContext());

describe('GET /api/services', () => {
  test('answers the available services, featured first, then in the order they were added', async () => {
    await database.db.updateTable('services').set({ available: false }).where('name', '=', 'Detox Programs').execute();
    const response = await get();
    expect(response.status).toBe(200);
    const { data } = servicesResponseSchema.parse(await response.json());
    const names = data.map((service) => service.name);
    expect(names).not.toContain('Detox Programs');
    expect(names.slice(0, 3)).toEqual(['Panchakarma Therapy', 'Herbal Medicine', 'Ayurvedic Massage']);
    expect(data.slice(3).every((service) => !service.featured)).toBe(true);
    expect(data[0]?.price).toBe(7500);
    expect(data[0]?.benefits.length).toBeGreaterThan(0);
  });

  test('may be cached by the CDN until an admin change purges the services tag', async () => {
    const response = await get();
    expect(response.headers.get('netlify-cache-tag')).toBe('services');
    expect(response.headers.get('cache-control')).toContain('must-revalidate');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  test('refuses other methods with 405 and says which are allowed', async () => {
    const response = await get('DELETE');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
  });
});
