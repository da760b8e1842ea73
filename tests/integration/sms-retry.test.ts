// Twilio accepted an SMS but answered after our timeout: the retry must not send it again. Before a retry the
// sender looks the message up at Twilio (a fake one on 127.0.0.1 here) and takes its sid.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { dispatchOutbox } from '../../src/server/outbox/dispatch.ts';
import { enqueueMessages } from '../../src/server/outbox/enqueue.ts';
import { createTwilioSender } from '../../src/server/sms/sms-sender.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;
const FROM = '+15005550006';

/** Twilio's Messages API: creates, lists; answers a create only after `answerAfterMs`. */
function fakeTwilio(answerAfterMs: number) {
  const messages: { sid: string; to: string; from: string; body: string; status: string; created: Date }[] = [];
  let posts = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://twilio.local');
      if (url.pathname !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) return void response.writeHead(404).end();
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      const wire = (m: (typeof messages)[number]) => ({
        sid: m.sid,
        to: m.to,
        from: m.from,
        body: m.body,
        status: m.status,
        date_created: m.created.toUTCString(),
      });
      if (request.method === 'GET') {
        const to = url.searchParams.get('To');
        const from = url.searchParams.get('From');
        const found = messages.filter((m) => m.to === to && m.from === from).reverse();
        return void send(200, { messages: found.map(wire), next_page_uri: null, page: 0, page_size: 20 });
      }
      posts++;
      const form = new URLSearchParams(raw);
      const message = {
        sid: `SM${String(messages.length + 1).padStart(32, '0')}`,
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        status: 'queued',
        created: new Date(),
      };
      messages.push(message);
      setTimeout(() => send(201, wire(message)), answerAfterMs);
    });
  });
  return {
    messages,
    posts: () => posts,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let database: TestDatabase;
const twilio = fakeTwilio(1500);
let apiBase: string;
beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  database = await createPGliteTestDatabase();
  apiBase = await twilio.start();
});
afterAll(async () => {
  await twilio.stop();
  await database?.drop();
  vi.restoreAllMocks();
});

test('an SMS Twilio took but answered after the timeout is not sent again by the retry', async () => {
  await enqueueMessages(database.db, [{ channel: 'sms', recipient: '+94771234567', body: 'Your booking WK-ABC234' }]);
  const sender = await createTwilioSender({
    accountSid: ACCOUNT,
    authToken: 'token',
    from: FROM,
    apiBase,
    timeoutMs: 300,
  });

  const first = await dispatchOutbox(database.db, { senders: { sms: sender } });
  expect(first).toEqual({ sent: 0, retrying: 1, failed: 0 });
  expect(twilio.posts()).toBe(1);

  // The retry, once its backoff has passed.
  const later = () => new Date(Date.now() + 3600_000);
  const retry = await dispatchOutbox(database.db, { senders: { sms: sender }, now: later });
  expect(retry).toEqual({ sent: 1, retrying: 0, failed: 0 });
  expect(twilio.posts()).toBe(1);
  const row = await database.db
    .selectFrom('outbox_messages')
    .select(['status', 'provider_id'])
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ status: 'sent', provider_id: twilio.messages[0]?.sid });
});

test('a retry after an attempt Twilio never received sends the message', async () => {
  await database.db.deleteFrom('outbox_messages').execute();
  await enqueueMessages(database.db, [{ channel: 'sms', recipient: '+94779999999', body: 'Your booking WK-XYZ789' }]);
  // The first attempt failed before reaching Twilio (its attempts count says a retry follows).
  await database.db.updateTable('outbox_messages').set({ attempts: 1 }).execute();
  const sender = await createTwilioSender({
    accountSid: ACCOUNT,
    authToken: 'token',
    from: FROM,
    apiBase,
    timeoutMs: 5000,
  });
  const before = twilio.posts();
  expect(await dispatchOutbox(database.db, { senders: { sms: sender } })).toEqual({ sent: 1, retrying: 0, failed: 0 });
  expect(twilio.posts()).toBe(before + 1);
});
