// WhatsApp's outbound half on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): a patient
// who chose WhatsApp at booking gets the confirmation as an approved template; one who did not, or whose number
// answered STOP, gets today's SMS; a WhatsApp message that fails is answered by exactly one SMS, also when the send
// and Twilio's status callback both report it; the status callback records what Twilio says and refuses unsigned
// or wrongly signed requests.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { expect, test } from 'vitest';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import statusHandler from '../../netlify/functions/message-status.ts';
import { enqueueDayBeforeReminders } from '../../src/server/booking/day-before-reminder.ts';
import { enqueueSoonReminders } from '../../src/server/booking/soon-reminder.ts';
import { LOCAL_TWILIO_TOKEN } from '../../src/server/messaging/webhook-settings.ts';
import { dispatchOutbox } from '../../src/server/outbox/dispatch.ts';
import { PermanentSendError } from '../../src/server/outbox/sender.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { settleBackgroundWork, testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

type Json = Record<string, unknown>;

export function whatsappOutboundSuite(database: () => TestDatabase) {
  const db = () => database().db;
  let n = 0;
  const phone = () => `07${String(10_000_000 + ((process.pid * 7919 + n++ * 104_729) % 89_999_999)).slice(0, 8)}`;
  const e164 = (local: string) => `+94${local.slice(1)}`;

  async function freeSlot(daysAhead?: number) {
    return db()
      .selectFrom('appointment_slots')
      .select(['id', 'slot_date'])
      .$if(daysAhead !== undefined, (q) => q.where('slot_date', '=', addDays(colomboToday(), daysAhead ?? 0)))
      .$if(daysAhead === undefined, (q) =>
        q.where('slot_date', '>', addDays(colomboToday(), 2)).where('slot_date', '<', addDays(colomboToday(), 25)),
      )
      .where('is_available', '=', true)
      .where(sql<boolean>`current_bookings < max_bookings`)
      .orderBy(sql`random()`)
      .executeTakeFirstOrThrow();
  }

  async function book(extra: Json, slotId?: string) {
    const patientPhone = (extra.patient_phone as string | undefined) ?? phone();
    const response = await slotsHandler(
      new Request('http://localhost/api/appointment-slots', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          slot_id: slotId ?? (await freeSlot()).id,
          patient_name: 'Kamala Perera',
          patient_email: `wa-${randomBytes(4).toString('hex')}@example.lk`,
          patient_phone: patientPhone,
          service_type: 'Herbal Medicine',
          ...extra,
        }),
      }),
      testContext({ ip: `198.51.100.${n % 250}` }),
    );
    const body = (await response.json()) as { appointment_id: string; reference: string };
    expect(response.status, JSON.stringify(body)).toBe(201);
    await settleBackgroundWork();
    return { id: body.appointment_id, reference: body.reference, phone: e164(patientPhone) };
  }

  const phoneMessages = (appointmentId: string) =>
    db()
      .selectFrom('outbox_messages')
      .select(['id', 'channel', 'recipient', 'body', 'template', 'status', 'fallback_for', 'delivery_status'])
      .where('appointment_id', '=', appointmentId)
      .where('channel', 'in', ['sms', 'whatsapp'])
      .orderBy('created_at')
      .execute();

  function signed(form: Record<string, string>, token = LOCAL_TWILIO_TOKEN) {
    const path = '/api/messaging/status';
    return new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-Twilio-Signature': getExpectedTwilioSignature(token, `http://localhost${path}`, form),
      },
      body: new URLSearchParams(form).toString(),
    });
  }

  async function reportStatus(form: Record<string, string>, request = signed(form)) {
    const response = await statusHandler(request, testContext());
    return { status: response.status, body: (await response.json()) as Json };
  }

  const sid = () => `SM${randomBytes(16).toString('hex')}`;

  test('a patient who chose WhatsApp gets the confirmation as the approved template in Sinhala, and no SMS', async () => {
    const booking = await book({ preferred_language: 'sinhala', whatsapp: true });
    const stored = await db()
      .selectFrom('appointments')
      .select('whatsapp_opt_in')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(stored.whatsapp_opt_in).toBe(true);
    const messages = await phoneMessages(booking.id);
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp']);
    const [message] = messages;
    expect(message?.recipient).toBe(booking.phone);
    const template = message?.template as { whatsapp: string; variables: Record<string, string> };
    expect(template.whatsapp).toBe('hw_booking_confirmation_si');
    expect(Object.keys(template.variables)).toEqual(['1', '2', '3', '4']);
    expect(template.variables['1']).toBe(booking.reference);
    expect(message?.body).toContain('හෙළ වෙදකම');
    expect(message?.body).toContain(booking.reference);
    expect(message?.body).not.toContain('{{');
  });

  test.each([
    ['an older client that says nothing', {}],
    ['a patient who said no', { whatsapp: false }],
  ])('%s keeps the SMS exactly as before', async (_case, extra) => {
    const booking = await book(extra);
    const messages = await phoneMessages(booking.id);
    expect(messages.map((m) => [m.channel, m.template])).toEqual([['sms', null]]);
    expect(messages[0]?.body).toMatch(/^Hela Wedakama: your appointment WK-/);
  });

  test('a number that answered STOP gets SMS though the patient ticked WhatsApp', async () => {
    const local = phone();
    await db()
      .insertInto('whatsapp_opt_outs')
      .values({ phone: e164(local) })
      .execute();
    const booking = await book({ patient_phone: local, whatsapp: true });
    expect((await phoneMessages(booking.id)).map((m) => m.channel)).toEqual(['sms']);
  });

  test("tomorrow's reminder goes by WhatsApp with its buttons' template, once", async () => {
    const slot = await freeSlot(1).catch(() => undefined);
    if (!slot) return; // the seed has no session tomorrow on this weekday
    const booking = await book({ preferred_language: 'tamil', whatsapp: true }, slot.id);
    const at = colomboInstant(colomboToday(), '10:00');
    await enqueueDayBeforeReminders(db(), at);
    await enqueueDayBeforeReminders(db(), at);
    const reminders = (await phoneMessages(booking.id)).filter(
      (m) => (m.template as { whatsapp?: string } | null)?.whatsapp === 'hw_booking_reminder_ta',
    );
    expect(reminders).toHaveLength(1);
  });

  test('the reminder 3 hours before goes by WhatsApp once when Settings turn it on, and not at all when off', async () => {
    const slot = await freeSlot();
    const booking = await book({ whatsapp: true }, slot.id);
    const visit = await db()
      .selectFrom('appointment_slots')
      .select(['slot_date', 'slot_time'])
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    // Booked a month ago: a booking made within the 3 hours gets no second reminder.
    await sql`update appointments set created_at = now() - interval '30 days' where id = ${booking.id}`.execute(db());
    const twoHoursBefore = new Date(
      colomboInstant(String(visit.slot_date).slice(0, 10), String(visit.slot_time)).getTime() - 2 * 3600_000,
    );
    const soon = async () =>
      (await phoneMessages(booking.id)).filter(
        (m) => (m.template as { whatsapp?: string } | null)?.whatsapp === 'hw_booking_reminder_soon_en',
      );
    const setting = (on: boolean) =>
      db()
        .insertInto('app_settings')
        .values({ key: 'whatsapp_soon_reminder', value: JSON.stringify(on), updated_at: new Date() })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(on) }))
        .execute();
    await setting(false);
    await enqueueSoonReminders(db(), twoHoursBefore);
    expect(await soon()).toHaveLength(0);
    await setting(true);
    try {
      await enqueueSoonReminders(db(), new Date(twoHoursBefore.getTime() - 2 * 3600_000));
      expect(await soon()).toHaveLength(0);
      await enqueueSoonReminders(db(), twoHoursBefore);
      await enqueueSoonReminders(db(), twoHoursBefore);
      expect(await soon()).toHaveLength(1);
    } finally {
      await setting(false);
    }
  });

  /** A booking whose WhatsApp confirmation went to Twilio as `messageSid` and waits for its next attempt. */
  async function whatsappAwaiting(messageSid: string) {
    const booking = await book({ preferred_language: 'english', whatsapp: true });
    const [message] = await phoneMessages(booking.id);
    await db()
      .updateTable('outbox_messages')
      // Not due yet: only the test's own dispatch takes it (a callback's kick sends the fallback SMS only).
      .set({ status: 'pending', provider_id: messageSid, next_attempt_at: new Date(Date.now() + 86_400_000) })
      .where('id', '=', message?.id ?? '')
      .execute();
    return { ...booking, messageId: message?.id ?? '' };
  }

  const failingWhatsApp = {
    whatsapp: {
      async send(): Promise<never> {
        throw new PermanentSendError('Twilio 400 63003: Channel could not find To address');
      },
    },
  };

  test.each([
    ['the send fails first, then the callback says failed', ['send', 'callback']],
    ['the callback says undelivered first, then the send fails', ['callback', 'send']],
  ] as const)('one SMS with the manage link replaces a failed WhatsApp message: %s', async (_case, order) => {
    const messageSid = sid();
    const booking = await whatsappAwaiting(messageSid);
    for (const step of order) {
      if (step === 'send') {
        await db()
          .updateTable('outbox_messages')
          .set({ next_attempt_at: new Date(0) })
          .where('id', '=', booking.messageId)
          .execute();
        await dispatchOutbox(db(), { senders: failingWhatsApp, limit: 500 });
      } else {
        const status = order[0] === 'callback' ? 'undelivered' : 'failed';
        const answer = await reportStatus({ MessageSid: messageSid, MessageStatus: status, ErrorCode: '63003' });
        expect(answer.status).toBe(200);
        await settleBackgroundWork();
      }
    }
    const messages = await phoneMessages(booking.id);
    const fallbacks = messages.filter((m) => m.channel === 'sms');
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]?.fallback_for).toBe(booking.messageId);
    expect(fallbacks[0]?.recipient).toBe(booking.phone);
    expect(fallbacks[0]?.body).toContain(booking.reference);
    expect(fallbacks[0]?.body).toMatch(/\/appointment\/manage#token=/);
    const whatsapp = messages.find((m) => m.channel === 'whatsapp');
    expect(whatsapp?.status).toBe('failed');
  });

  test('the status callback records a later stage, never an earlier one, and answers an unknown id', async () => {
    const messageSid = sid();
    const booking = await whatsappAwaiting(messageSid);
    const status = async () => (await phoneMessages(booking.id)).find((m) => m.channel === 'whatsapp')?.delivery_status;
    expect((await reportStatus({ MessageSid: messageSid, MessageStatus: 'delivered' })).body).toEqual({
      recorded: true,
      fallback: false,
    });
    expect(await status()).toBe('delivered');
    await reportStatus({ MessageSid: messageSid, MessageStatus: 'sent' });
    expect(await status()).toBe('delivered');
    await reportStatus({ MessageSid: messageSid, MessageStatus: 'read' });
    expect(await status()).toBe('read');
    expect((await reportStatus({ MessageSid: sid(), MessageStatus: 'read' })).body).toEqual({
      recorded: false,
      fallback: false,
    });
  });

  test.each([
    [
      'unsigned',
      (form: Record<string, string>) => {
        const request = signed(form);
        request.headers.delete('X-Twilio-Signature');
        return request;
      },
    ],
    ['signed with another token', (form: Record<string, string>) => signed(form, 'someone-elses-token')],
    [
      'signed, then a parameter changed',
      (form: Record<string, string>) => {
        const request = signed(form);
        return new Request(request, { body: new URLSearchParams({ ...form, MessageStatus: 'failed' }).toString() });
      },
    ],
  ])('the status callback refuses a request %s with 403 and changes nothing', async (_case, forge) => {
    const messageSid = sid();
    const booking = await whatsappAwaiting(messageSid);
    const form = { MessageSid: messageSid, MessageStatus: 'read' };
    const answer = await reportStatus(form, forge(form));
    expect(answer.status).toBe(403);
    const messages = await phoneMessages(booking.id);
    expect(messages.map((m) => [m.channel, m.delivery_status])).toEqual([['whatsapp', null]]);
  });

  test('the status callback answers 400 to a form without a message id', async () => {
    expect((await reportStatus({ MessageStatus: 'read' })).status).toBe(400);
  });
}
