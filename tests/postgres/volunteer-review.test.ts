// Two admins deciding on the same application at the same moment: one decision wins, the other is told so.
import { afterAll, beforeAll, expect, test } from 'vitest';
import handler from '../../netlify/functions/volunteer.ts';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPostgresTestDatabase({ seed: true, poolSize: 20 });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database?.drop();
});

async function cookieFor(email: string) {
  const id = await upsertAdmin(database.db, {
    email,
    password: 'A long test passphrase 42!',
    name: email,
    role: 'admin',
  });
  return `${SESSION_COOKIE}=${await createSession(database.db, id, { ip: null, userAgent: null })}`;
}

const decide = (cookie: string, id: string, status: string) =>
  handler(
    new Request('http://localhost/api/volunteer?action=update-application-status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', Cookie: cookie },
      body: JSON.stringify({ id, status }),
    }),
    testContext(),
  );

test('accept and reject sent at once: exactly one is applied, the other gets 409', async () => {
  const [first, second] = await Promise.all([cookieFor('first@example.com'), cookieFor('second@example.com')]);
  const pending = await database.db
    .selectFrom('volunteer_applications')
    .select('id')
    .where('status', '=', 'pending')
    .limit(5)
    .execute();
  expect(pending.length).toBeGreaterThan(0);
  for (const { id } of pending) {
    const responses = await Promise.all([decide(first, id, 'accepted'), decide(second, id, 'rejected')]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = responses.find((response) => response.status === 200);
    if (!winner) throw new Error('no request succeeded');
    const { data } = (await winner.json()) as { data: { status: string } };
    const row = await database.db
      .selectFrom('volunteer_applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(data.status);
  }
});
