// The inbox on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): contact messages, pledges
// and feedback in one list, newest first and unread marked; found by a reference, a name, an e-mail or a phone
// however it is written; moved along by staff who may write, answered by e-mail through the outbox and logged;
// refused without a word changed for bad input or read-only staff; counted on the dashboard while new.
import { randomBytes } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import statsHandler from '../../netlify/functions/admin-dashboard-stats.ts';
import inboxHandler from '../../netlify/functions/admin-inbox.ts';
import replyHandler from '../../netlify/functions/admin-inbox-reply.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import type { InboxItem } from '../../src/shared/inbox/inbox.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import type { TestDatabase } from './test-database.ts';

export function inboxSuite(database: () => TestDatabase) {
  const tokens = new Map<string, string>();
  async function tokenFor(permissions: Permissions): Promise<string> {
    const key = JSON.stringify(permissions);
    let token = tokens.get(key);
    if (!token) {
      const { db } = database();
      token = await signInAs(db, (await createTestAdmin(db, { permissions, name: 'Dilani Reception' })).id);
      tokens.set(key, token);
    }
    return token;
  }
  const desk = () => tokenFor({ inbox: ['read', 'write'], dashboard: ['read'] });
  const reader = () => tokenFor({ inbox: ['read'] });

  async function call(
    handler: (request: Request, context: Context) => Promise<Response>,
    path: string,
    options: { method?: string; body?: unknown; token?: string } = {},
  ) {
    const response = await handler(
      adminRequest(path, { ...options, token: options.token ?? (await desk()) }),
      {} as Context,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function list(query: Record<string, string> = {}): Promise<InboxItem[]> {
    const { status, body } = await call(inboxHandler, `/api/admin/inbox?${new URLSearchParams(query)}`);
    expect(status).toBe(200);
    return body.items as InboxItem[];
  }

  /** A contact message, a pledge and a feedback from one person, a minute apart (the feedback newest). */
  async function sender() {
    const { db } = database();
    const tag = randomBytes(3).toString('hex');
    const digits = String(parseInt(tag, 16) % 10_000_000).padStart(7, '0');
    const phone = `+9477${digits}`;
    const email = `sender-${tag}@example.com`;
    const name = `Kumari ${tag}`;
    const base = Date.now() + 60_000 * (parseInt(tag, 16) % 1000);
    const contact = await db
      .insertInto('contact_messages')
      .values({ name, phone, email, subject: 'pricing', message: 'How much is a first visit?' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = `DN-${tag.toUpperCase().replace(/[01]/g, '2')}`;
    const pledge = await db
      .insertInto('donation_pledges')
      .values({
        reference,
        amount: 5000,
        donation_type: 'one-time',
        payment_method: 'bank',
        donor_name: name,
        email,
        phone,
        message: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const feedback = await db
      .insertInto('volunteer_feedback')
      .values({
        volunteer_name: name,
        email,
        program_id: 'community',
        rating: 5,
        feedback_text: 'The village clinic days taught me a great deal.',
        suggestions: null,
        would_recommend: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Newest first: the contact message oldest, the feedback newest.
    for (const [table, id, minutes] of [
      ['contact_messages', contact.id, 0],
      ['donation_pledges', pledge.id, 1],
      ['volunteer_feedback', feedback.id, 2],
    ] as const) {
      await sql`update ${sql.table(table)} set created_at = ${new Date(base + minutes * 60_000)} where id = ${id}`.execute(
        db,
      );
    }
    return { name, email, phone, digits, reference, contact: contact.id, pledge: pledge.id, feedback: feedback.id };
  }

  test('lists the three kinds newest first, each unread until opened', async () => {
    const person = await sender();
    const items = await list({ q: person.email });
    expect(items.map((item) => [item.kind, item.id])).toEqual([
      ['feedback', person.feedback],
      ['pledge', person.pledge],
      ['contact', person.contact],
    ]);
    expect(items.every((item) => item.readAt === null)).toBe(true);
    expect(items.find((item) => item.kind === 'pledge')).toMatchObject({ status: 'pledged', amount: 5000 });
  });

  const SEARCHES: [form: string, write: (p: Awaited<ReturnType<typeof sender>>) => string, kinds: string[]][] = [
    ['a local phone with spaces', (p) => `077 ${p.digits.slice(0, 3)} ${p.digits.slice(3)}`, ['pledge', 'contact']],
    ['a local phone run together', (p) => `077${p.digits}`, ['pledge', 'contact']],
    ['the international form', (p) => `+94 77 ${p.digits}`, ['pledge', 'contact']],
    ['the 00 prefix', (p) => `0094-77-${p.digits}`, ['pledge', 'contact']],
    ['the pledge reference in small letters', (p) => p.reference.toLowerCase(), ['pledge']],
    ['the e-mail in capitals', (p) => p.email.toUpperCase(), ['feedback', 'pledge', 'contact']],
    ['part of the name', (p) => p.name.split(' ')[1] ?? '', ['feedback', 'pledge', 'contact']],
  ];
  test.each(SEARCHES)('finds a sender by %s', async (_, write, kinds) => {
    const person = await sender();
    const ids = new Set([person.contact, person.pledge, person.feedback]);
    const found = (await list({ q: write(person) })).filter((item) => ids.has(item.id));
    expect(found.map((item) => item.kind)).toEqual(kinds);
  });

  test('finds a message by its short reference and filters by kind', async () => {
    const person = await sender();
    const [contact] = await list({ q: person.email, kind: 'contact' });
    expect(contact?.reference).toMatch(/^CM-[0-9A-F]{8}$/);
    expect((await list({ q: contact?.reference ?? '' })).map((item) => item.id)).toEqual([person.contact]);
  });

  const CHANGES: [
    what: string,
    body: (p: Awaited<ReturnType<typeof sender>>) => Record<string, unknown>,
    status: number,
    field?: string,
  ][] = [
    ['a message closed', (p) => ({ kind: 'contact', id: p.contact, status: 'closed' }), 200],
    ['feedback answered', (p) => ({ kind: 'feedback', id: p.feedback, status: 'answered' }), 200],
    ['a pledge lapsed', (p) => ({ kind: 'pledge', id: p.pledge, status: 'lapsed' }), 200],
    ['a message "received"', (p) => ({ kind: 'contact', id: p.contact, status: 'received' }), 400, 'status'],
    [
      'a pledge received without an amount',
      (p) => ({ kind: 'pledge', id: p.pledge, status: 'received', receivedOn: '2026-12-02' }),
      400,
      'receivedAmount',
    ],
    [
      'a pledge received without a day',
      (p) => ({ kind: 'pledge', id: p.pledge, status: 'received', receivedAmount: 5000 }),
      400,
      'receivedOn',
    ],
    [
      'an amount on a lapsed pledge',
      (p) => ({ kind: 'pledge', id: p.pledge, status: 'lapsed', receivedAmount: 10 }),
      400,
      'receivedAmount',
    ],
    ['nothing to change', (p) => ({ kind: 'contact', id: p.contact }), 400, 'status'],
    [
      'an item that does not exist',
      () => ({ kind: 'contact', id: '3f1c9a52-8d7e-4b61-9a0f-2c5e7d4b8a10', status: 'closed' }),
      404,
    ],
  ];
  test.each(CHANGES)('updateInboxItem: %s answers %i', async (_, body, status, field) => {
    const person = await sender();
    const before = await list({ q: person.email });
    const answer = await call(inboxHandler, '/api/admin/inbox', { method: 'PATCH', body: body(person) });
    expect(answer.status).toBe(status);
    if (field) expect(Object.keys(answer.body.fields as object)).toContain(field);
    if (status !== 200) expect(await list({ q: person.email })).toEqual(before);
  });

  test('a pledge matched to its transfer keeps the amount and day, and the change is logged', async () => {
    const { db } = database();
    const person = await sender();
    const answer = await call(inboxHandler, '/api/admin/inbox', {
      method: 'PATCH',
      body: {
        kind: 'pledge',
        id: person.pledge,
        status: 'received',
        receivedAmount: '4500',
        receivedOn: '2026-12-02',
        read: true,
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.item).toMatchObject({ status: 'received', receivedAmount: 4500, receivedOn: '2026-12-02' });
    expect((answer.body.item as InboxItem).readAt).not.toBeNull();
    const log = await db
      .selectFrom('admin_activity_logs')
      .select(['action', 'description'])
      .where('action', '=', 'inbox_item_updated')
      .where('description', 'like', `%${person.reference}%`)
      .executeTakeFirstOrThrow();
    expect(log.description).toContain('received');
  });

  test('a reply goes to the sender through the outbox, marks the message answered and is logged without its text', async () => {
    const { db } = database();
    const person = await sender();
    const text = `Thank you for writing; a first visit costs LKR 2,500 (${person.email}).`;
    const answer = await call(replyHandler, '/api/admin/inbox/reply', {
      method: 'POST',
      body: { kind: 'contact', id: person.contact, subject: 'Your question', message: text },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.item).toMatchObject({ status: 'answered' });
    const mail = await db
      .selectFrom('outbox_messages')
      .select(['recipient', 'subject', 'body'])
      .where('recipient', '=', person.email)
      .where('subject', '=', 'Your question')
      .executeTakeFirstOrThrow();
    expect(mail.body).toContain('LKR 2,500');
    const logs = await db
      .selectFrom('admin_activity_logs')
      .select(['description', 'metadata'])
      .where('action', '=', 'inbox_item_replied')
      .execute();
    const entry = logs.find((row) => JSON.stringify(row.metadata).includes(person.contact));
    expect(entry?.description).toMatch(/^Replied by e-mail to contact message CM-/);
    expect(JSON.stringify(entry)).not.toContain('2,500');
  });

  test('a reply without words is refused and nothing is sent', async () => {
    const { db } = database();
    const person = await sender();
    const answer = await call(replyHandler, '/api/admin/inbox/reply', {
      method: 'POST',
      body: { kind: 'pledge', id: person.pledge, subject: 'Thanks', message: ' ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty('message');
    const sent = await db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', '=', person.email)
      .where('subject', '=', 'Thanks')
      .execute();
    expect(sent).toEqual([]);
  });

  test('read-only staff may read the inbox but not change or answer it', async () => {
    const person = await sender();
    const token = await reader();
    expect((await call(inboxHandler, `/api/admin/inbox?q=${person.email}`, { token })).status).toBe(200);
    const change = await call(inboxHandler, '/api/admin/inbox', {
      method: 'PATCH',
      token,
      body: { kind: 'contact', id: person.contact, status: 'closed' },
    });
    expect(change.status).toBe(403);
    const reply = await call(replyHandler, '/api/admin/inbox/reply', {
      method: 'POST',
      token,
      body: { kind: 'contact', id: person.contact, subject: 'Hello there', message: 'A reply that must not go.' },
    });
    expect(reply.status).toBe(403);
    expect((await list({ q: person.email })).find((item) => item.id === person.contact)?.status).toBe('new');
  });

  test('the dashboard counts what no one has opened yet, and opening one counts it down', async () => {
    const person = await sender();
    const count = async () => {
      const { body } = await call(statsHandler, '/api/admin/dashboard/stats?dateRange=7d');
      return (body.stats as { newInbox: number }).newInbox;
    };
    const before = await count();
    expect(before).toBeGreaterThanOrEqual(3);
    await call(inboxHandler, '/api/admin/inbox', {
      method: 'PATCH',
      body: { kind: 'feedback', id: person.feedback, read: true },
    });
    expect(await count()).toBe(before - 1);
  });

  test('two staff changing one message at once both land, one after the other', async () => {
    const person = await sender();
    const answers = await Promise.all(
      (['closed', 'answered'] as const).map((status) =>
        call(inboxHandler, '/api/admin/inbox', {
          method: 'PATCH',
          body: { kind: 'contact', id: person.contact, status },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [now] = await list({ q: person.email, kind: 'contact' });
    expect(['closed', 'answered']).toContain(now?.status);
  });
}
