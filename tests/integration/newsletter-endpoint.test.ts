import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/newsletter.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: false });
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});

let ip = 0;
const post = (body: unknown, method = 'POST') =>
  handler(
    new Request('http://localhost/api/newsletter', {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
    testContext({ ip: `198.51.100.${++ip}` }),
  );

const rows = (email: string) =>
  database.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).execute();

describe('POST /api/newsletter', () => {
  test('stores a new address in lower case and answers success', async () => {
    const response = await post({ email: '  Nimal.Perera@Example.LK ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ subscribed: true });
    expect(await rows('nimal.perera@example.lk')).toHaveLength(1);
  });

  test('a repeat sign-up is a success and keeps one row', async () => {
    expect((await post({ email: 'kumari@example.lk' })).status).toBe(200);
    expect((await post({ email: 'KUMARI@example.lk' })).status).toBe(200);
    expect(await rows('kumari@example.lk')).toHaveLength(1);
  });

  test('signing up again after unsubscribing resubscribes the same row', async () => {
    await post({ email: 'back@example.lk' });
    await database.db
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: new Date() })
      .where('email', '=', 'back@example.lk')
      .execute();
    expect((await post({ email: 'back@example.lk' })).status).toBe(200);
    const [row] = await rows('back@example.lk');
    expect(row?.unsubscribed_at).toBeNull();
  });

  test.each([
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 'a@b' }, 'Invalid email address'],
    [{ email: 'two words@example.lk' }, 'Invalid email address'],
    [{ email: '' }, 'Email is required'],
    [{}, 'Email is required'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    const before = await database.db.selectFrom('newsletter_subscribers').select('id').execute();
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe(message);
    expect(answer.fields.email).toBe(message);
    const after = await database.db.selectFrom('newsletter_subscribers').select('id').execute();
    expect(after).toHaveLength(before.length);
  });

  test('a body that is not JSON is a 400, not a 500', async () => {
    const response = await post('email=x');
    expect(response.status).toBe(400);
  });

  test('only POST is allowed', async () => {
    const response = await post(undefined, 'GET');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  test('answers are never cached', async () => {
    const response = await post({ email: 'cache@example.lk' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

// The footer box's plain form (before its script runs, or without JavaScript): a redirect back to the page it was
// on, at the notice of the outcome.
describe('POST /api/newsletter from the plain form', () => {
  const postForm = (email: string, query: string, site = 'same-origin') =>
    handler(
      new Request(`http://localhost/api/newsletter?${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site },
        body: new URLSearchParams({ email }).toString(),
      }),
      testContext({ ip: `198.51.100.${++ip}` }),
    );

  test.each([
    ['form@example.lk', 'lang=en&from=%2Fabout', '/about#newsletter-subscribed', 1],
    ['form-si@example.lk', 'lang=si&from=%2Fsi%2Fcenters', '/si/centers#newsletter-subscribed', 1],
    ['not-an-email', 'lang=en&from=%2Fabout', '/about#newsletter-invalid', 0],
    // Only back to a page of this site.
    ['elsewhere@example.lk', 'lang=en&from=%2F%2Fevil.example%2F', '/#newsletter-subscribed', 1],
    ['scheme@example.lk', 'lang=si&from=https%3A%2F%2Fevil.example', '/si/#newsletter-subscribed', 1],
  ])('%s from %s goes back to %s', async (email, query, location, stored) => {
    const response = await postForm(email, query);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(location);
    expect(await rows(email)).toHaveLength(stored);
  });

  test('a form another site posts subscribes nobody', async () => {
    const response = await postForm('forged@example.lk', 'lang=en&from=%2F', 'cross-site');
    expect(response.headers.get('location')).toBe('/#newsletter-failed');
    expect(await rows('forged@example.lk')).toHaveLength(0);
  });
});
