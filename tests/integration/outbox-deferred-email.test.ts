// An e-mail queued as its message's name and values is written by the dispatcher when it goes
// (src/server/email/deferred-emails.ts): the provider gets the written message, and a row whose values are no
// message's fails at once with a reason instead of being retried for hours, without holding up the others.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { deferredEmail } from '../../src/server/email/deferred-emails.ts';
import { dispatchOutbox } from '../../src/server/outbox/dispatch.ts';
import { enqueueMessages } from '../../src/server/outbox/enqueue.ts';
import { type MessageSender, type OutboxMessage, PermanentSendError } from '../../src/server/outbox/sender.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  database = await createPGliteTestDatabase();
});
afterAll(async () => {
  await database?.drop();
  vi.restoreAllMocks();
});

const alert = {
  event: 'new_review',
  id: 'r-1',
  title: 'New review',
  summary: 'A 5-star review waits.',
  adminPath: '/admin/reviews',
};

test('the provider gets the written e-mail; a row that is no message fails once, with its reason', async () => {
  await enqueueMessages(database.db, [deferredEmail({ name: 'staff-alert', data: alert })]);
  await database.db
    .insertInto('outbox_messages')
    .values({
      channel: 'email',
      recipient: 'staff@example.lk',
      template: JSON.stringify({ name: 'booking-confirmation', data: { reference: 'WK-AAAAAA' } }),
      dedupe_key: 'email:broken',
    })
    .execute();
  const handed: OutboxMessage[] = [];
  const sender: MessageSender = {
    async send(message) {
      handed.push(message);
      return { providerId: `fake-${message.id}` };
    },
  };

  const report = await dispatchOutbox(database.db, { senders: { email: sender } });

  expect(report).toEqual({ sent: 1, retrying: 0, failed: 1 });
  expect(handed).toHaveLength(1);
  expect(handed[0]?.subject).toContain('New review');
  expect(handed[0]?.body).toContain('A 5-star review waits.');
  expect(handed[0]?.html).toContain('/admin/reviews');
  const broken = await database.db
    .selectFrom('outbox_messages')
    .select(['status', 'attempts', 'last_error'])
    .where('dedupe_key', '=', 'email:broken')
    .executeTakeFirstOrThrow();
  expect(broken).toMatchObject({ status: 'failed', attempts: 1 });
  expect(broken.last_error).toMatch(/could not be written/);
});

test('a row with neither a text nor a message to write is refused by the database', async () => {
  await expect(
    database.db.insertInto('outbox_messages').values({ channel: 'sms', recipient: '+94770000000' }).execute(),
  ).rejects.toThrow(/outbox_messages_body_or_template/);
});

test.each([
  ['sent', { providerId: 'fake-sent' }],
  ['given up on', undefined],
] as const)('once a confirmation is %s, no copy of its manage token stays in the outbox', async (_, answer) => {
  const token = 'Abc_DEF-123456789012345678901234567890123';
  const reminderBody = `See or cancel: https://www.helawedakama.lk/appointment/manage#token=${token}`;
  const reference = `WK-${answer ? 'SENT01' : 'GONE01'}`;
  await enqueueMessages(database.db, [
    deferredEmail({
      name: 'booking-confirmation',
      data: {
        reference,
        patientName: 'Nimali Perera',
        patientEmail: 'nimali@example.lk',
        date: '2026-12-03',
        time: '09:00',
        doctor: 'Dr. A',
        centre: { name: 'Wedakama Kandy Wellness Center', address: 'Kandy', phone: '+94 81 222 3333' },
        service: 'Herbal Medicine',
        locale: 'en',
        manageUrl: `/appointment/manage#token=${token}`,
      },
    }),
    {
      channel: 'email',
      recipient: 'nimali@example.lk',
      subject: 'Reminder',
      body: reminderBody,
      dedupeKey: `r:${reference}`,
    },
  ]);
  const handed: OutboxMessage[] = [];
  const sender: MessageSender = {
    async send(message) {
      handed.push(message);
      if (!answer) throw new PermanentSendError('The address does not exist');
      return answer;
    },
  };
  await dispatchOutbox(database.db, { senders: { email: sender } });
  // The patient got the link; the outbox keeps where it was, not what it was.
  expect(handed.filter((message) => message.body.includes(token))).toHaveLength(2);
  const rows = await database.db
    .selectFrom('outbox_messages')
    .select(['status', 'body', 'html', 'template'])
    .where('recipient', '=', 'nimali@example.lk')
    .where((eb) => eb.or([eb('dedupe_key', 'like', `%${reference}%`), eb('dedupe_key', '=', `r:${reference}`)]))
    .execute();
  expect(rows.map((row) => row.status)).toEqual([answer ? 'sent' : 'failed', answer ? 'sent' : 'failed']);
  const stored = JSON.stringify(rows);
  expect(stored).not.toContain(token);
  expect(stored).toContain('#token=redacted');
});
