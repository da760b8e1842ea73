import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/services.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { servicesResponseSchema } from '../../src/shared/services/service.ts';
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

const get = (method = 'GET', query = '') =>
  handler(new Request(`http://localhost/api/services${query}`, { method }), testContext());

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

  test('?order=name answers the same services ordered by name, as the booking wizard lists them', async () => {
    const { data: featured } = servicesResponseSchema.parse(await (await get()).json());
    const response = await get('GET', '?order=name');
    expect(response.status).toBe(200);
    const names = servicesResponseSchema.parse(await response.json()).data.map((service) => service.name);
    expect(names).toEqual(featured.map((service) => service.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names).not.toEqual(featured.map((service) => service.name));
  });

  test('an unknown order is a 400 naming the parameter', async () => {
    const response = await get('GET', '?order=price');
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ order: 'order must be featured or name' });
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
