// Exactly-once staff SMS by the outbox's record of what was sent (src/server/outbox/dispatch.ts), against a fake
// Twilio that takes 20 s to answer (held until the test releases it) and dispatchers run in parallel. The staff
// number gets one message per booking, so more than 20 of them wait at once: a lookup of Twilio's 20 newest
// messages would miss the oldest and send them twice. Run on PGlite (tests/integration) and PostgreSQL.
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { dispatchOutbox } from '../../src/server/outbox/dispatch.ts';
import { enqueueMessages } from '../../src/server/outbox/enqueue.ts';
import type { MessageSender } from '../../src/server/outbox/sender.ts';
import { newBookingNotice } from '../../src/server/sms/booking-messages.ts';
import { createTwilioSender } from '../../src/server/sms/sms-sender.ts';
import { FAKE_TWILIO_ACCOUNT, FAKE_TWILIO_FROM, fakeTwilio } from './fake-twilio.ts';
import type { TestDatabase } from './test-database.ts';

const STAFF = '+94771234567';
const BOOKINGS = 25;

function staffNotice(n: number): string {
  return newBookingNotice({
    reference: `WK-${String(n).padStart(6, 'A')}`,
    patientName: `Patient ${n}`,
    patientPhone: '+94770000000',
    patientEmail: `p${n}@example.com`,
    slotDate: '2026-12-10',
    slotTime: '09:00',
    doctorName: 'Dr. Perera',
    centerName: 'Colombo',
    serviceType: 'Consultation',
    locale: 'en',
  });
}

export function smsExactlyOnceSuite(database: () => TestDatabase) {
  let twilio: ReturnType<typeof fakeTwilio>;
  let sender: MessageSender;
  let answeredSender: MessageSender;
  const db = () => database().db;
  const later = (minutes: number) => () => new Date(Date.now() + minutes * 60_000);
  /** Two dispatchers at once, as two scheduled runs (or a booking's run and the scheduled one) can be; once Twilio
   * answers, with production's timeout, so that a loaded machine's slow answer is not taken for a lost one. */
  const twoRuns = (now?: () => Date, through: 'held' | 'answered' = 'answered') =>
    Promise.all(
      [0, 1].map(() => dispatchOutbox(db(), { senders: { sms: through === 'held' ? sender : answeredSender }, now })),
    );

  beforeAll(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });
  beforeEach(async () => {
    await db().deleteFrom('outbox_messages').execute();
    twilio = fakeTwilio({ held: true });
    const apiBase = await twilio.start();
    // Our timeout, far shorter than Twilio's 20 s answer (15 s in production; short here to keep the test fast).
    sender = await createTwilioSender({
      accountSid: FAKE_TWILIO_ACCOUNT,
      authToken: 'token',
      from: FAKE_TWILIO_FROM,
      apiBase,
      timeoutMs: 300,
    });
    answeredSender = await createTwilioSender({
      accountSid: FAKE_TWILIO_ACCOUNT,
      authToken: 'token',
      from: FAKE_TWILIO_FROM,
      apiBase,
      timeoutMs: 15_000,
    });
    return () => twilio.stop();
  });

  async function queueStaffNotices() {
    await enqueueMessages(
      db(),
      Array.from({ length: BOOKINGS }, (_, n) => ({
        channel: 'sms' as const,
        recipient: STAFF,
        body: staffNotice(n),
        dedupeKey: `sms:staff:booking-${n}`,
      })),
    );
  }

  async function rows() {
    return db()
      .selectFrom('outbox_messages')
      .select(['body', 'status', 'provider_id', 'unresolved_since'])
      .orderBy('body')
      .execute();
  }

  test('a slow Twilio and parallel dispatchers: each booking notice is sent exactly once', async () => {
    // Earlier messages to the staff number, already at Twilio.
    twilio.seed(STAFF, ['Older notice 1', 'Older notice 2', 'Older notice 3'], new Date(Date.now() - 3600_000));
    await queueStaffNotices();

    // Every send outlasts our timeout: nobody knows whether Twilio took it.
    const first = await twoRuns(undefined, 'held');
    expect(first.reduce((sum, run) => sum + run.retrying, 0)).toBe(BOOKINGS);
    expect(twilio.posts()).toBe(BOOKINGS);
    expect((await rows()).every((row) => row.status === 'pending' && row.unresolved_since !== null)).toBe(true);

    // Twilio's answers arrive, 20 s on, to nobody; the retries, in parallel again, find each message there.
    twilio.release();
    const retries = await twoRuns(later(60));
    expect(retries.reduce((sum, run) => sum + run.sent, 0)).toBe(BOOKINGS);
    expect(twilio.posts()).toBe(BOOKINGS);
    const sentBodies = twilio.messages.filter((m) => m.body.startsWith('New appointment')).map((m) => m.body);
    expect(new Set(sentBodies).size).toBe(BOOKINGS);
    expect(sentBodies).toHaveLength(BOOKINGS);
    const stored = await rows();
    for (const row of stored) {
      expect(row).toMatchObject({ status: 'sent', unresolved_since: null });
      expect(row.provider_id).toBe(twilio.messages.find((m) => m.body === row.body)?.sid);
    }

    // Later runs have nothing left to send.
    expect(await twoRuns(later(120))).toEqual([
      { sent: 0, retrying: 0, failed: 0 },
      { sent: 0, retrying: 0, failed: 0 },
    ]);
    expect(twilio.posts()).toBe(BOOKINGS);
  });

  test('a run that ended mid-send leaves a record: the next run asks Twilio and sends only what it lacks', async () => {
    twilio.release();
    await queueStaffNotices();
    // A run claims every notice, hands the first few to Twilio (one a lane) and ends before any answer or mark:
    // its sends never come back.
    const dying: MessageSender = {
      send(message) {
        void sender.send(message).catch(() => {});
        return new Promise(() => {});
      },
    };
    void dispatchOutbox(db(), { senders: { sms: dying }, leaseSeconds: 60 });
    await expect.poll(() => twilio.posts()).toBeGreaterThan(0);
    await expect.poll(() => twilio.messages.length).toBe(twilio.posts());
    const handedOver = twilio.posts();
    expect(handedOver).toBeLessThan(BOOKINGS);

    // Once its lease has run out, two runs take the notices over.
    const retries = await twoRuns(later(5));
    expect(retries.reduce((sum, run) => sum + run.sent, 0)).toBe(BOOKINGS);
    expect(twilio.posts()).toBe(BOOKINGS);
    expect(new Set(twilio.messages.map((m) => m.body)).size).toBe(BOOKINGS);
  });

  test('an attempt Twilio refused with an answer is sent again without asking', async () => {
    await enqueueMessages(db(), [{ channel: 'sms', recipient: STAFF, body: staffNotice(1) }]);
    twilio.release();
    twilio.failNextCreates(1);
    expect(await dispatchOutbox(db(), { senders: { sms: answeredSender } })).toEqual({
      sent: 0,
      retrying: 1,
      failed: 0,
    });
    expect((await rows())[0]?.unresolved_since).toBeNull();
    const lists = twilio.lists();
    expect(await dispatchOutbox(db(), { senders: { sms: answeredSender }, now: later(60) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(twilio.lists()).toBe(lists);
    expect(twilio.messages.map((m) => m.body)).toEqual([staffNotice(1)]);
  });
}
