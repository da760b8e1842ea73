// Booking SMS through a fake Twilio on 127.0.0.1: while it is down the booking still succeeds and the messages
// wait in the outbox; once it is back each message is delivered exactly once, however many dispatchers run.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import dispatchScheduled from '../../netlify/functions/dispatch-outbox.ts';
import { enqueueDayBeforeReminders } from '../../src/server/booking/day-before-reminder.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { dispatchOutbox, retryDelaySeconds } from '../../src/server/outbox/dispatch.ts';
import { smsSenderFromEnv } from '../../src/server/sms/sms-sender.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

const ACCOUNT = `AC${'0123456789abcdef'.repeat(2)}`;

/** A fake Twilio Messages API that records what it was asked to send. */
class FakeTwilio {
  received: { to: string; from: string; body: string; auth: string | undefined }[] = [];
  private server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      const url = new URL(request.url ?? '/', 'http://twilio.local');
      if (url.pathname !== `/2010-04-01/Accounts/${ACCOUNT}/Messages.json`) {
        response.writeHead(404).end();
        return;
      }
      if (request.method === 'GET') {
        // The lookup before a retry: this fake answered every create it received, so none is to be found.
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ messages: [], next_page_uri: null, page: 0, page_size: 20 }));
        return;
      }
      this.received.push({
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
        auth: request.headers.authorization,
      });
      response.writeHead(201, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          sid: `SM${String(this.received.length).padStart(32, '0')}`,
          status: 'queued',
          to: form.get('To'),
        }),
      );
    });
  });
  port = 0;

  async up(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async down(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const twilio = new FakeTwilio();
let database: TestDatabase;
const pending: Promise<unknown>[] = [];
const context = {
  ip: '203.0.113.9',
  waitUntil: (promise: Promise<unknown>) => pending.push(promise),
} as unknown as Context;
const savedEnv = { ...process.env };

beforeAll(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
  await twilio.up();
  await twilio.down(); // Twilio starts out unreachable
  Object.assign(process.env, {
    TWILIO_ACCOUNT_SID: ACCOUNT,
    TWILIO_AUTH_TOKEN: 'test-auth-token',
    TWILIO_FROM_NUMBER: '+15005550006',
    TWILIO_API_BASE: `http://127.0.0.1:${twilio.port}`,
    ADMIN_SMS_NUMBER: '+94 11 000 0001',
  });
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  await Promise.allSettled(pending);
  process.env = savedEnv;
  provideDatabase(undefined);
  await database.drop();
  await twilio.down().catch(() => {});
  vi.restoreAllMocks();
});

async function book(n: number, date?: string) {
  const slot = await database.db
    .selectFrom('appointment_slots')
    .select('id')
    .where('slot_date', date ? '=' : '>', date ?? colomboToday())
    .where('is_available', '=', true)
    .where('current_bookings', '=', 0)
    .orderBy(sql`md5(id::text || ${n})`)
    .executeTakeFirstOrThrow();
  const service = await database.db.selectFrom('services').select('id').executeTakeFirstOrThrow();
  return slotsHandler(
    new Request('http://localhost/api/appointment-slots', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slot_id: slot.id,
        first_name: 'Ruwan',
        last_name: `Silva ${n}`,
        patient_email: `ruwan${n}@example.lk`,
        patient_phone: `077 700 000${n}`,
        service_id: service.id,
      }),
    }),
    context,
  );
}

describe('booking SMS through Twilio', () => {
  test('with Twilio down, bookings still succeed and their messages wait with a retry time', async () => {
    const responses = await Promise.all([book(1), book(2)]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    await Promise.allSettled(pending.splice(0)); // the dispatcher kicked after each booking
    const rows = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('channel', '=', 'sms')
      .where('dedupe_key', 'like', 'booking:%')
      .execute();
    // admin, doctor and patient for each booking
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.last_error).toBeTruthy();
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + (retryDelaySeconds(1) - 5) * 1000);
    }
    expect(twilio.received).toHaveLength(0);
  });

  test('Twilio back: three dispatchers at once deliver each message exactly once, and later runs send nothing again', async () => {
    await twilio.up();
    const sender = await smsSenderFromEnv();
    const later = () => new Date(Date.now() + 10 * 60_000);
    const reports = await Promise.all(
      [1, 2, 3].map(() => dispatchOutbox(database.db, { senders: { sms: sender }, now: later })),
    );
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
    expect(twilio.received).toHaveLength(6);
    const delivered = twilio.received.map((message) => `${message.to}|${message.body}`);
    expect(new Set(delivered).size).toBe(6);
    expect(twilio.received.every((message) => message.from === '+15005550006')).toBe(true);
    expect(twilio.received[0]?.auth).toBe(`Basic ${Buffer.from(`${ACCOUNT}:test-auth-token`).toString('base64')}`);
    expect(twilio.received.filter((message) => message.to === '+94110000001')).toHaveLength(2);
    expect(twilio.received.some((message) => message.to === '+94777000001')).toBe(true);

    await dispatchOutbox(database.db, { senders: { sms: sender }, now: later });
    expect(twilio.received).toHaveLength(6);
    const rows = await database.db
      .selectFrom('outbox_messages')
      .selectAll()
      .where('channel', '=', 'sms')
      .where('dedupe_key', 'like', 'booking:%')
      .execute();
    expect(rows.every((row) => row.status === 'sent' && row.provider_id?.startsWith('SM') && row.sent_at)).toBe(true);
  });

  test('a number Twilio refuses (4xx) is not retried', async () => {
    await database.db
      .insertInto('outbox_messages')
      .values({ channel: 'sms', recipient: '+94000', body: 'test', attachments: '[]' })
      .execute();
    const refusing = {
      send: async () => {
        const { PermanentSendError } = await import('../../src/server/outbox/sender.ts');
        throw new PermanentSendError('Twilio 400 21211: invalid To');
      },
    };
    const report = await dispatchOutbox(database.db, { senders: { sms: refusing } });
    expect(report).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await database.db
      .selectFrom('outbox_messages')
      .select(['status'])
      .where('recipient', '=', '+94000')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });
});

describe('the scheduled dispatcher', () => {
  test('queues one day-before reminder per live appointment tomorrow, never twice, and keeps 30 days of slots', async () => {
    const tomorrow = addDays(colomboToday(), 1);
    expect((await book(3, tomorrow)).status).toBe(201);
    const live = await database.db
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('s.slot_date', '=', tomorrow)
      .where('a.status', 'in', ['pending', 'confirmed'])
      .executeTakeFirstOrThrow();
    await database.db
      .deleteFrom('appointment_slots')
      .where('slot_date', '=', addDays(colomboToday(), 29))
      .where('current_bookings', '=', 0)
      .execute();

    expect((await dispatchScheduled()).status).toBe(204);
    // Reminders are due from 09:00 Colombo, whatever the time this test runs.
    expect(await enqueueDayBeforeReminders(database.db, colomboInstant(colomboToday(), '09:30'))).toBe(live.count);
    const reminders = await database.db
      .selectFrom('outbox_messages as o')
      .innerJoin('appointments as a', (join) =>
        join.onRef('o.dedupe_key', '=', sql<string>`'reminder:' || a.id || ':sms'`),
      )
      .select(['o.body', 'a.preferred_language'])
      .where('o.channel', '=', 'sms')
      .execute();
    expect(live.count).toBeGreaterThan(0);
    expect(reminders).toHaveLength(live.count);
    // Each in the patient's language: "tomorrow" in English, Sinhala or Tamil.
    const tomorrowIn: Record<string, string> = { english: 'is tomorrow', sinhala: 'හෙට', tamil: 'நாளை' };
    for (const row of reminders) expect(row.body).toContain(tomorrowIn[row.preferred_language ?? 'english']);
    const reopened = await database.db
      .selectFrom('appointment_slots')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('slot_date', '=', addDays(colomboToday(), 29))
      .executeTakeFirstOrThrow();
    expect(reopened.count).toBeGreaterThan(0);
  });
});
