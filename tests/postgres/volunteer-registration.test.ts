// Event places under real concurrency: PGlite is one serialised connection and proves nothing here, so these run
// on a real PostgreSQL with a pool of connections and parallel requests through the endpoint.
import { afterAll, beforeAll, expect, test } from 'vitest';
import handler from '../../netlify/functions/volunteer.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ poolSize: 40 });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

const register = (eventId: string, email: string, ip: string) =>
  handler(
    new Request('http://localhost/api/volunteer?action=register-event', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event_id: eventId, name: 'Parallel Volunteer', email, phone: '+94 77 000 1111' }),
    }),
    testContext({ ip }),
  );

async function places(eventId: string) {
  const event = await database.db
    .selectFrom('volunteer_events')
    .selectAll()
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const registrations = await database.db
    .selectFrom('event_registrations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return { ...event, registrations: Number(registrations.n) };
}

test('30 parallel registrations for an event with 8 places take exactly 8, the rest hear it is full', async () => {
  const responses = await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      register('herbal-medicine-workshop', `volunteer${index}@example.com`, `10.0.0.${index + 1}`),
    ),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(8);
  expect(statuses.filter((status) => status === 409)).toHaveLength(22);
  const full = await responses.find((response) => response.status === 409)?.json();
  expect(full).toEqual({
    error: 'Sorry, this event is full. Every volunteer place has been taken.',
    message: 'Sorry, this event is full. Every volunteer place has been taken.',
    code: 'event_full',
    fields: {},
  });
  expect(await places('herbal-medicine-workshop')).toMatchObject({
    volunteers_needed: 8,
    registered_count: 8,
    registrations: 8,
  });
});

test('the same e-mail sent 10 times at once registers once and takes one place', async () => {
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      register('community-health-fair', index % 2 ? 'Twice@Example.com' : 'twice@example.com', `10.1.0.${index + 1}`),
    ),
  );
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(9);
  expect(await places('community-health-fair')).toMatchObject({ registered_count: 1, registrations: 1 });
});
