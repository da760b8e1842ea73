import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import handler from '../../netlify/functions/contact.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});
beforeEach(async () => {
  await database.db.deleteFrom('contact_messages').execute();
  await database.db.deleteFrom('outbox_messages').execute();
  await database.db.deleteFrom('rate_limits').execute();
});

const valid = {
  name: 'Nimali Perera',
  phone: '+94 77 123 4567',
  email: 'nimali@example.lk',
  subject: 'treatment',
  message: 'Do you treat chronic back pain at the Nittambuwa centre?',
};

const post = (body: unknown, ip = '203.0.113.7') =>
  handler(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    testContext({ ip }),
  );

const count = async (table: 'contact_messages' | 'outbox_messages') =>
  (
    await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

describe('POST /api/contact', () => {
  test.each([
    ['no name', { ...valid, name: '' }, 'name', 'Name is required'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'Name is required'],
    ['no phone', { ...valid, phone: undefined }, 'phone', 'Phone number is required'],
    ['a phone that is no number', { ...valid, phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ['no e-mail', { ...valid, email: '' }, 'email', 'Email is required'],
    ['a bad e-mail', { ...valid, email: 'nimali@' }, 'email', 'Invalid email address'],
    ['no subject', { ...valid, subject: '' }, 'subject', 'Please select a subject'],
    ['an unknown subject', { ...valid, subject: 'spam' }, 'subject', 'Please select a subject'],
    ['no message', { ...valid, message: '' }, 'message', 'Message is required'],
  ])('refuses %s with 400 and the form message, storing nothing', async (_case, body, field, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields[field]).toBe(message);
    expect(await count('contact_messages')).toBe(0);
    expect(await count('outbox_messages')).toBe(0);
  });

  test('refuses a body that is not JSON with 400', async () => {
    const response = await post('name=Nimali');
    expect(response.status).toBe(400);
    expect(await count('contact_messages')).toBe(0);
  });

  test('stores the message and queues the staff notification and the sender reply in the same step', async () => {
    const response = await post(valid);
    expect(response.status).toBe(201);
    const rows = await database.db.selectFrom('contact_messages').selectAll().execute();
    expect(rows).toHaveLength(1);
    // The phone as typed ('+94 77 123 4567'), stored in E.164 like every phone field (docs/api.md).
    expect(rows[0]).toMatchObject({ ...valid, phone: '+94771234567', status: 'new' });
    const outbox = await database.db.selectFrom('outbox_messages').selectAll().orderBy('recipient').execute();
    expect(outbox).toHaveLength(2);
    const staff = outbox.find((message) => message.recipient === 'info@helawedakama.lk');
    expect(staff).toMatchObject({ channel: 'email', status: 'pending' });
    expect(staff?.body).toContain(valid.message);
    expect(staff?.subject).toContain('Nimali Perera');
    const reply = outbox.find((message) => message.recipient === valid.email);
    expect(reply).toMatchObject({ channel: 'email', status: 'pending', subject: 'We received your message' });
    expect(reply?.body).toContain('within 24 hours');
  });

  test('sends the notification to STAFF_EMAIL when it is set', async () => {
    process.env.STAFF_EMAIL = 'desk@example.lk';
    try {
      expect((await post(valid)).status).toBe(201);
    } finally {
      delete process.env.STAFF_EMAIL;
    }
    const outbox = await database.db.selectFrom('outbox_messages').select('recipient').execute();
    expect(outbox.map((message) => message.recipient).sort()).toEqual(['desk@example.lk', valid.email].sort());
  });

  test('slows down a flood from one address with 429 and stores no more', async () => {
    for (let index = 0; index < 5; index++) expect((await post(valid, '198.51.100.9')).status).toBe(201);
    const response = await post(valid, '198.51.100.9');
    expect(response.status).toBe(429);
    expect(((await response.json()) as { error: string }).error).toMatch(/Too many messages/);
    expect(await count('contact_messages')).toBe(5);
  });

  test('refuses GET with 405', async () => {
    const response = await handler(new Request('http://localhost/api/contact'), testContext());
    expect(response.status).toBe(405);
  });
});
