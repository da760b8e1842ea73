// A batch of slow sends must not outlive its lease: another dispatcher run would take over messages this run is
// still going to send, and they would go twice.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { dispatchOutbox } from '../../src/server/outbox/dispatch.ts';
import { enqueueMessages } from '../../src/server/outbox/enqueue.ts';
import type { MessageSender, OutboxMessage } from '../../src/server/outbox/sender.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('two runs with a lease shorter than the batch: every message is handed to the provider exactly once', async () => {
  // More messages than the dispatcher sends at once (5): the last ones start after the claim's lease has ended.
  const recipients = Array.from({ length: 12 }, (_, index) => `+947700000${String(index + 1).padStart(2, '0')}`);
  await enqueueMessages(
    database.db,
    recipients.map((recipient) => ({ channel: 'sms', recipient, body: 'Your appointment is booked' })),
  );
  const handed: string[] = [];
  // Each send takes 0.6 s; the lease is 1 s: the batch of twelve takes 1.8 s, five at a time.
  const slow: MessageSender = {
    async send(message: OutboxMessage) {
      handed.push(message.recipient);
      await sleep(600);
      return { providerId: `fake-${message.id}` };
    },
  };
  const first = dispatchOutbox(database.db, { senders: { sms: slow }, leaseSeconds: 1 });
  await sleep(1300); // the first run's lease on the messages it has not reached yet has ended
  const second = dispatchOutbox(database.db, { senders: { sms: slow }, leaseSeconds: 1 });
  const reports = await Promise.all([first, second]);

  expect(handed.toSorted()).toEqual(recipients);
  expect(reports[0].sent + reports[1].sent).toBe(12);
  const rows = await database.db.selectFrom('outbox_messages').select(['status', 'provider_id']).execute();
  expect(rows.map((row) => row.status)).toEqual(recipients.map(() => 'sent'));
});

test('a run marks each message sent with its own provider id and time, though the marks are written together', async () => {
  const recipients = Array.from({ length: 12 }, (_, index) => `+947711111${String(index + 1).padStart(2, '0')}`);
  await enqueueMessages(
    database.db,
    recipients.map((recipient) => ({ channel: 'sms', recipient, body: 'Your appointment is booked' })),
  );
  const sentAt = new Map<string, number>();
  // Sends that end at different moments, as a provider's do: marks meet while one is being written.
  const uneven: MessageSender = {
    async send(message: OutboxMessage) {
      await sleep(Number(message.recipient.slice(-2)) * 7);
      sentAt.set(message.recipient, Date.now());
      return { providerId: `provider-${message.recipient}` };
    },
  };
  const report = await dispatchOutbox(database.db, { senders: { sms: uneven } });

  expect(report).toEqual({ sent: 12, retrying: 0, failed: 0 });
  const rows = await database.db
    .selectFrom('outbox_messages')
    .select(['recipient', 'status', 'provider_id', 'sent_at', 'locked_until'])
    .where('recipient', 'in', recipients)
    .execute();
  expect(rows.map((row) => [row.recipient, row.status, row.provider_id, row.locked_until]).toSorted()).toEqual(
    recipients.map((recipient) => [recipient, 'sent', `provider-${recipient}`, null]),
  );
  for (const row of rows) {
    // Marked with the moment its own send ended (the clock is read then), not the batch's.
    expect(Math.abs((row.sent_at?.getTime() ?? 0) - (sentAt.get(row.recipient) ?? 0))).toBeLessThan(50);
  }
});
