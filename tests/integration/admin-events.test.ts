// GET /api/admin/events: each volunteer event with its places and registrations, and one event's CSV.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import eventsHandler from '../../netlify/functions/admin-events.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { registerForEvent } from '../../src/server/volunteer/event-registration.ts';
import { adminRequest, createTestAdmin, signInAs } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let reader: string;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  reader = await signInAs(
    database.db,
    (await createTestAdmin(database.db, { permissions: { volunteers: ['read'] } })).id,
  );
  const before = new Date('2026-12-01T06:00:00Z');
  for (const [name, phone] of [
    ['Kamal Dias', '0771234567'],
    ['=Sneaky Name', '+94 71 222 3333'],
  ] as const) {
    await registerForEvent(
      database.db,
      {
        event_id: 'avurudu-cultural-festival',
        name,
        email: `${phone.replace(/\D/g, '')}@example.lk`,
        phone,
        message: null,
      },
      before,
    );
  }
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

const get = (query = '') => eventsHandler(adminRequest(`/api/admin/events${query}`, { token: reader }), testContext());

describe('GET /api/admin/events', () => {
  test('every event with its registrations and the places left', async () => {
    const body = await (await get()).json();
    const festival = body.events.find((event: { id: string }) => event.id === 'avurudu-cultural-festival');
    expect(festival.registrations.map((r: { name: string }) => r.name).sort()).toEqual(['=Sneaky Name', 'Kamal Dias']);
    expect(festival.placesLeft).toBe(festival.volunteersNeeded - 2);
    expect(festival.registrations[0]).toMatchObject({ email: expect.any(String), phone: expect.any(String) });
  });

  test('one event as CSV: phones as text, formulas neutralised, Colombo times', async () => {
    const response = await get('?export=avurudu-cultural-festival');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/registrations-avurudu-cultural-festival-/);
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]?.replace(/^\uFEFF/, '')).toBe('Name,Email,Phone,Message,Registered At');
    expect(lines.some((line) => line.startsWith('Kamal Dias,0771234567@example.lk,077 123 4567,,'))).toBe(true);
    expect(lines.some((line) => line.startsWith("'=Sneaky Name,") && line.includes(',071 222 3333,'))).toBe(true);
    expect(lines.slice(1).every((line) => /,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(line))).toBe(true);
  });

  test.each([
    ['?export=no-such-event', 'Event not found'],
    ['?export=research-documentation', 'There are no registrations to export'],
  ])('%s answers 404 with a clear message', async (query, message) => {
    const response = await get(query);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe(message);
  });
});
