// A patient's WhatsApp answers on any database (PGlite in tests/integration, PostgreSQL in tests/postgres), through
// the inboundMessage function as Twilio calls it: each button does its one thing once, also when Twilio posts the
// same MessageSid again or twice at once; a payload naming someone else's booking does nothing; STOP moves the
// number to SMS; any other text gets the centre's phone; an unsigned or wrongly signed request changes nothing.
import { randomBytes } from 'node:crypto';
import { getExpectedTwilioSignature } from 'twilio/lib/webhooks/webhooks.js';
import { expect, test } from 'vitest';
import inboundHandler from '../../netlify/functions/messaging-inbound.ts';
import { hashManageToken, manageTokenFor } from '../../src/server/booking/manage-token.ts';
import { LOCAL_TWILIO_TOKEN } from '../../src/server/messaging/webhook-settings.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

const CENTER = 'kandy';
const URL_OF_HOOK = 'http://localhost/api/messaging/inbound';

export function whatsappInboundSuite(database: () => TestDatabase) {
  const db = () => database().db;
  const tag = () => randomBytes(4).toString('hex');
  const sid = () => `SM${randomBytes(16).toString('hex')}`;
  const phoneOf = (t: string) => `+9477${String(Number.parseInt(t, 16) % 10_000_000).padStart(7, '0')}`;

  /** A pending booking `days` ahead at 10:00 (its slot holds 2 of 3 places), in `language`. */
  async function booking(language: 'english' | 'sinhala' | 'tamil' = 'english', days = 5) {
    const t = tag();
    const { id: doctorId } = await db()
      .insertInto('doctors')
      .values({
        title: 'Dr.',
        name: `WhatsApp ${t}`,
        specialization: 'Panchakarma',
        consultation_fee: 2000,
        experience_years: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().insertInto('doctor_centers').values({ doctor_id: doctorId, medical_center_id: CENTER }).execute();
    const slot = await db()
      .insertInto('appointment_slots')
      .values({
        doctor_id: doctorId,
        medical_center_id: CENTER,
        slot_date: addDays(colomboToday(), days),
        slot_time: '10:00',
        max_bookings: 3,
        current_bookings: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const reference = `WK-W${t}`.toUpperCase();
    const phone = phoneOf(t);
    const { id } = await db()
      .insertInto('appointments')
      .values({
        reference,
        slot_id: slot.id,
        service_type: 'Herbal Medicine',
        patient_name: `WhatsApp Patient ${t}`,
        patient_email: `wa-${t}@example.lk`,
        // As the patient typed it: the answer's From is E.164.
        patient_phone: `0${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`,
        manage_token_hash: `from-an-earlier-secret-${t}`,
        preferred_language: language,
        status: 'pending',
        whatsapp_opt_in: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, reference, phone, slotId: slot.id, oldHash: `from-an-earlier-secret-${t}` };
  }

  function signed(params: Record<string, string>, options: { token?: string; signature?: string | null } = {}) {
    const token = options.token ?? (process.env.TWILIO_AUTH_TOKEN || LOCAL_TWILIO_TOKEN);
    const signature =
      options.signature === undefined ? getExpectedTwilioSignature(token, URL_OF_HOOK, params) : options.signature;
    return new Request(URL_OF_HOOK, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(signature === null ? {} : { 'X-Twilio-Signature': signature }),
      },
      body: new URLSearchParams(params),
    });
  }

  function answer(from: string, fields: { payload?: string; body?: string }, messageSid = sid()) {
    return {
      MessageSid: messageSid,
      AccountSid: `AC${'0'.repeat(32)}`,
      From: `whatsapp:${from}`,
      To: 'whatsapp:+14155238886',
      Body: fields.body ?? '',
      NumMedia: '0',
      ...(fields.payload
        ? { ButtonPayload: fields.payload, ButtonText: fields.body ?? '', MessageType: 'button' }
        : {}),
    };
  }

  async function post(request: Request) {
    const response = await inboundHandler(request, testContext());
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
      outcome: response.headers.get('x-inbound-outcome'),
    };
  }

  async function repliesTo(phone: string) {
    return db()
      .selectFrom('outbox_messages')
      .select(['body', 'appointment_id', 'template'])
      .where('channel', '=', 'whatsapp')
      .where('recipient', '=', phone)
      .execute();
  }

  async function stateOf(visit: { id: string; slotId: string; reference: string }) {
    const appointment = await db()
      .selectFrom('appointments')
      .select(['status', 'manage_token_hash', 'cancelled_by'])
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow();
    const slot = await db()
      .selectFrom('appointment_slots')
      .select('current_bookings')
      .where('id', '=', visit.slotId)
      .executeTakeFirstOrThrow();
    const answers = await db()
      .selectFrom('inbound_messages')
      .select(['kind', 'outcome'])
      .where('appointment_id', '=', visit.id)
      .execute();
    const logged = await db()
      .selectFrom('admin_activity_logs')
      .select(['description', 'admin_user_id'])
      .where('description', 'like', `Appointment ${visit.reference}: % by the patient on WhatsApp`)
      .execute();
    return { ...appointment, places: slot.current_bookings, answers, logged };
  }

  const cases = [
    {
      action: 'confirm',
      text: 'Confirm',
      outcome: 'confirmed',
      expect: async (visit: Awaited<ReturnType<typeof booking>>) => {
        const state = await stateOf(visit);
        expect(state).toMatchObject({ status: 'confirmed', places: 2 });
        expect(state.logged).toEqual([
          {
            description: `Appointment ${visit.reference}: pending -> confirmed by the patient on WhatsApp`,
            admin_user_id: null,
          },
        ]);
        const replies = await repliesTo(visit.phone);
        expect(replies).toHaveLength(1);
        expect(replies[0]?.body).toMatch(
          new RegExp(
            `^Hela Wedakama: thank you, your appointment ${visit.reference} on .* is confirmed\\. Questions: \\+94`,
          ),
        );
      },
    },
    {
      action: 'cancel',
      text: 'Cancel',
      outcome: 'cancelled',
      expect: async (visit: Awaited<ReturnType<typeof booking>>) => {
        const state = await stateOf(visit);
        // Cancelled by the patient, once: one place back (2 -> 1), not two.
        expect(state).toMatchObject({ status: 'cancelled', cancelled_by: 'patient', places: 1 });
        const replies = await repliesTo(visit.phone);
        expect(replies).toHaveLength(1);
        expect(replies[0]?.body).toMatch(
          new RegExp(`^Hela Wedakama: your appointment ${visit.reference} on .* is cancelled\\. To book again: \\+94`),
        );
        // The messages the manage link's cancel queues (the patient's e-mail, the staff alert), once each.
        const email = await db()
          .selectFrom('outbox_messages')
          .select('id')
          .where('channel', '=', 'email')
          .where('recipient', '=', `wa-${visit.reference.slice(4).toLowerCase()}@example.lk`)
          .execute();
        expect(email).toHaveLength(1);
      },
    },
    {
      action: 'another',
      text: 'Another time',
      outcome: 'link_sent',
      expect: async (visit: Awaited<ReturnType<typeof booking>>) => {
        const state = await stateOf(visit);
        expect(state).toMatchObject({ status: 'pending', places: 2 });
        const replies = await repliesTo(visit.phone);
        expect(replies).toHaveLength(1);
        // The link opens the move calendar in the patient's language (its token is redacted once the message went).
        expect(replies[0]?.body).toMatch(
          new RegExp(
            `^හෙළ වෙදකම: .*\\(${visit.reference}\\).*: https?://\\S+/si/appointment/manage#token=[\\w-]+&view=move$`,
          ),
        );
        // The link works: the stored hash was renewed for the token the link carries.
        expect(state.manage_token_hash).toBe(hashManageToken(manageTokenFor(visit.id)));
      },
    },
  ] as const;

  test.each(cases)(
    '$text does its one thing once, though Twilio posts the same MessageSid twice at once and again later',
    async ({ action, text, outcome, expect: check }) => {
      const visit = await booking(action === 'another' ? 'sinhala' : 'english');
      const params = answer(visit.phone, { payload: `${action}:${visit.reference}`, body: text });
      const [first, second] = await Promise.all([post(signed(params)), post(signed(params))]);
      const retry = await post(signed(params));
      for (const response of [first, second, retry]) {
        expect(response.status).toBe(200);
        expect(response.type).toMatch(/^text\/xml/);
        expect(response.text).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
      }
      expect([first.outcome, second.outcome, retry.outcome].sort()).toEqual(['duplicate', 'duplicate', outcome].sort());
      const state = await stateOf(visit);
      expect(state.answers).toEqual([{ kind: action, outcome }]);
      await check(visit);
      const replies = await repliesTo(visit.phone);
      expect(replies.every((reply) => reply.appointment_id === visit.id && reply.template === null)).toBe(true);
    },
  );

  test('a second Confirm is answered "already confirmed"; a Confirm after Cancel says it is cancelled', async () => {
    const visit = await booking('english');
    await post(signed(answer(visit.phone, { payload: `confirm:${visit.reference}` })));
    const again = await post(signed(answer(visit.phone, { payload: `confirm:${visit.reference}` })));
    expect(again.outcome).toBe('already_confirmed');
    await post(signed(answer(visit.phone, { payload: `cancel:${visit.reference}` })));
    const late = await post(signed(answer(visit.phone, { payload: `confirm:${visit.reference}` })));
    expect(late.outcome).toBe('already_cancelled');
    const bodies = (await repliesTo(visit.phone)).map((reply) => reply.body);
    expect(bodies[1]).toMatch(/is already confirmed\. See you then\.$/);
    expect(bodies[3]).toMatch(
      new RegExp(`^Hela Wedakama: your appointment ${visit.reference} is cancelled\\. To book again: `),
    );
  });

  test("a payload naming someone else's booking does nothing, whatever the button", async () => {
    const visit = await booking('english');
    const stranger = phoneOf(tag());
    for (const action of ['confirm', 'cancel', 'another']) {
      const response = await post(signed(answer(stranger, { payload: `${action}:${visit.reference}` })));
      expect(response).toMatchObject({ status: 200, outcome: 'not_theirs' });
    }
    expect(await stateOf(visit)).toMatchObject({ status: 'pending', places: 2, manage_token_hash: visit.oldHash });
    expect(await repliesTo(stranger)).toEqual([]);
    expect(await repliesTo(visit.phone)).toEqual([]);
  });

  test('STOP in any of the three languages opts the number out, confirmed once', async () => {
    const visit = await booking('tamil');
    const first = await post(signed(answer(visit.phone, { body: '  Stop ' })));
    expect(first.outcome).toBe('opted_out');
    const again = await post(signed(answer(visit.phone, { body: 'நிறுத்து' })));
    expect(again.outcome).toBe('already_opted_out');
    const optedOut = await db()
      .selectFrom('whatsapp_opt_outs')
      .select('phone')
      .where('phone', '=', visit.phone)
      .execute();
    expect(optedOut).toHaveLength(1);
    const replies = await repliesTo(visit.phone);
    expect(replies.map((reply) => reply.body)).toEqual([
      'ஹெல வெதகம: இனி உங்களுக்கு எங்களிடமிருந்து WhatsApp செய்திகள் வராது. அவை SMS மூலம் அனுப்பப்படும்.',
    ]);
    // The booking itself is untouched; "stop it" is no STOP.
    expect(await stateOf(visit)).toMatchObject({ status: 'pending' });
    const sinhala = phoneOf(tag());
    expect((await post(signed(answer(sinhala, { body: 'නවත්වන්න' })))).outcome).toBe('opted_out');
    expect((await post(signed(answer(phoneOf(tag()), { body: 'stop it' })))).outcome).toBe('answered');
  });

  test("free text is answered with the centre's phone, in the patient's language or, for a stranger, in all three", async () => {
    const visit = await booking('sinhala');
    const known = await post(signed(answer(visit.phone, { body: 'confirm please' })));
    expect(known.outcome).toBe('answered');
    expect(await stateOf(visit)).toMatchObject({ status: 'pending' });
    const [reply] = await repliesTo(visit.phone);
    expect(reply?.body).toMatch(/^හෙළ වෙදකම: මෙම අංකය බොත්තම් පමණක් කියවයි\. අප හා කතා කිරීමට අමතන්න: \+94/);
    const stranger = phoneOf(tag());
    await post(signed(answer(stranger, { body: 'Hello?' })));
    const [three] = await repliesTo(stranger);
    expect((three?.body ?? '').split('\n\n').map((text) => text.split(':')[0])).toEqual([
      'Hela Wedakama',
      'හෙළ වෙදකම',
      'ஹெல வெதகம',
    ]);
  });

  test('an unsigned or wrongly signed request is refused with 403 and changes nothing', async () => {
    const visit = await booking('english');
    const params = answer(visit.phone, { payload: `cancel:${visit.reference}` });
    const refusals = [
      await post(signed(params, { signature: null })),
      await post(signed(params, { token: 'not-the-token' })),
      await post(
        signed(
          { ...params },
          {
            signature: getExpectedTwilioSignature(LOCAL_TWILIO_TOKEN, URL_OF_HOOK, {
              ...params,
              ButtonPayload: `confirm:${visit.reference}`,
            }),
          },
        ),
      ),
    ];
    expect(refusals.map((response) => response.status)).toEqual([403, 403, 403]);
    expect(await stateOf(visit)).toMatchObject({ status: 'pending', places: 2, answers: [] });
    const kept = await db()
      .selectFrom('inbound_messages')
      .select('message_sid')
      .where('message_sid', '=', params.MessageSid)
      .execute();
    expect(kept).toEqual([]);
    expect(await repliesTo(visit.phone)).toEqual([]);
  });

  test('a signed form that is no WhatsApp answer is a 400, not a 500', async () => {
    const response = await post(signed({ MessageSid: 'nope', From: 'whatsapp:abc', Body: 'x' }));
    expect(response.status).toBe(400);
  });
}
