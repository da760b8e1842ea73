// The waitlist on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): joining a full day;
// a cancellation offers the freed place to the first person waiting, once; a claim books it through the booking's
// guard, and two claims at once book once; a lapsed or declined offer passes to the next person; no offers in the
// quiet hours (queued for the morning) nor for a slot less than two hours away; leaving the list; staff's list
// and "move to top". The clock is passed in (Colombo times of a day the seed booked nothing on).
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import adminHandler from '../../netlify/functions/admin-waitlist.ts';
import joinHandler from '../../netlify/functions/waitlist.ts';
import claimHandler from '../../netlify/functions/waitlist-claim.ts';
import leaveHandler from '../../netlify/functions/waitlist-leave.ts';
import { bookAppointment } from '../../src/server/booking/book-appointment.ts';
import { cancelAppointment } from '../../src/server/booking/cancel-appointment.ts';
import {
  claimWaitlistOffer,
  declineWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  viewWaitlistEntry,
} from '../../src/server/waitlist/waitlist-entries.ts';
import { runWaitlist } from '../../src/server/waitlist/waitlist-run.ts';
import { receiveInboundMessage } from '../../src/server/whatsapp/inbound-message.ts';
import { bookingRequestSchema } from '../../src/shared/booking/booking-schema.ts';
import { toE164 } from '../../src/shared/phone-numbers.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import type { AdminWaitlistEntry, WaitlistJoined } from '../../src/shared/waitlist/waitlist.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

const MINUTE = 60_000;

export function waitlistSuite(database: () => TestDatabase) {
  const tag = () => randomBytes(4).toString('hex');
  let counter = 0;
  const phone = () => `077 4${String(100000 + (counter++ % 900000)).padStart(6, '0')}`;

  /** A doctor's day 4 to 25 days ahead with at least two slots from 10:00, nothing closed or booked: then full. */
  async function fullDay() {
    const { db } = database();
    const day = await db
      .selectFrom('appointment_slots')
      .select(['doctor_id', 'medical_center_id', 'slot_date'])
      .where('slot_date', '>=', addDays(colomboToday(), 4))
      .where('slot_date', '<=', addDays(colomboToday(), 25))
      .where('slot_time', '>=', '10:00')
      .groupBy(['doctor_id', 'medical_center_id', 'slot_date'])
      .having(sql<boolean>`bool_and(is_available) and sum(current_bookings) = 0 and count(*) >= 2`)
      .orderBy(sql`md5(doctor_id::text || slot_date::text || ${tag()})`)
      .executeTakeFirstOrThrow();
    const slots = await db
      .selectFrom('appointment_slots')
      .select(['id', 'slot_time', 'max_bookings'])
      .where('doctor_id', '=', day.doctor_id)
      .where('medical_center_id', '=', day.medical_center_id)
      .where('slot_date', '=', day.slot_date)
      .orderBy('slot_time')
      .execute();
    const service = await db
      .selectFrom('services')
      .select('id')
      .where('available', '=', true)
      .executeTakeFirstOrThrow();
    // One real booking on the day's 10:00-or-later slot (to cancel), the rest of the day full.
    const slot = slots.find((candidate) => candidate.slot_time >= '10:00') ?? slots[0];
    if (!slot) throw new Error('no slot');
    const before = colomboInstant(addDays(day.slot_date, -3), '09:00');
    const { confirmation } = await bookAppointment(
      db,
      bookingRequestSchema.parse({
        slot_id: slot.id,
        patient_name: 'Cancelling Patient',
        patient_email: `cancel-${tag()}@example.lk`,
        patient_phone: phone(),
        service_id: service.id,
      }),
      { clientAddress: `198.51.100.${counter % 250}`, now: before },
    );
    await db
      .updateTable('appointment_slots')
      .set({ current_bookings: sql`max_bookings` })
      .where('doctor_id', '=', day.doctor_id)
      .where('medical_center_id', '=', day.medical_center_id)
      .where('slot_date', '=', day.slot_date)
      .execute();
    return { ...day, slot, service: service.id, appointment: confirmation.appointment_id };
  }

  type Day = Awaited<ReturnType<typeof fullDay>>;

  async function join(day: Day, name: string, language: 'english' | 'sinhala' | 'tamil' = 'english') {
    const response = await joinHandler(
      adminRequest('/api/waitlist', {
        method: 'POST',
        body: {
          doctor_id: day.doctor_id,
          medical_center_id: day.medical_center_id,
          date: day.slot_date,
          service_id: day.service,
          patient_name: name,
          patient_phone: phone(),
          patient_email: `${name.toLowerCase().replace(/\W/g, '')}-${tag()}@example.lk`,
          preferred_language: language,
        },
      }),
      testContext({ ip: `203.0.113.${counter++ % 250}` }),
    );
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: WaitlistJoined };
    return { ...data, token: new URL(data.link ?? '', 'https://x').hash.replace('#token=', '') };
  }

  /** Cancels the day's one real booking at `now` (staff, for the patient who phoned). */
  function cancel(day: Day, now: Date) {
    const { db } = database();
    const cancellation = { by: 'staff', askedBy: 'patient', reason: 'Phoned', smsAbroad: false } as const;
    return db
      .transaction()
      .execute((trx) => cancelAppointment(trx, day.appointment, ['pending', 'confirmed'], cancellation, now));
  }

  async function placesTaken(day: Day) {
    const { current_bookings, max_bookings } = await database()
      .db.selectFrom('appointment_slots')
      .select(['current_bookings', 'max_bookings'])
      .where('id', '=', day.slot.id)
      .executeTakeFirstOrThrow();
    return { taken: current_bookings, of: max_bookings };
  }

  const offersTo = (token: string) => viewWaitlistEntry(database().db, token);

  /** The morning before the day, 09:00 Colombo: offers may go. */
  const morning = (day: Day) => colomboInstant(addDays(day.slot_date, -1), '09:00');

  test('joining a full day puts the person on the list; the same e-mail again answers the same entry', async () => {
    const day = await fullDay();
    const first = await join(day, 'Nimali Perera', 'sinhala');
    expect(first.entry).toMatchObject({ status: 'waiting', ahead: 0, offer: null });
    expect(first.link).toMatch(/^\/appointment\/waitlist#token=/);
    const second = await join(day, 'Kumar Selvam', 'tamil');
    expect(second.entry.ahead).toBe(1);
    const stored = await database()
      .db.selectFrom('waitlist_entries')
      .select(['patient_email', 'patient_phone', 'token_hash'])
      .where('patient_name', '=', 'Nimali Perera')
      .where('slot_date', '=', day.slot_date)
      .executeTakeFirstOrThrow();
    // The token is stored hashed, never as sent.
    expect(stored.token_hash).not.toContain(first.token);
    const again = await joinWaitlist(database().db, {
      doctor_id: day.doctor_id,
      medical_center_id: day.medical_center_id,
      date: day.slot_date,
      service_id: day.service,
      patient_name: 'Nimali Perera',
      patient_phone: stored.patient_phone,
      patient_email: stored.patient_email.toUpperCase(),
      preferred_language: 'sinhala',
    });
    expect(again).toMatchObject({ created: false, link: first.link, entry: { status: 'waiting', ahead: 0 } });
    const joined = await database()
      .db.selectFrom('outbox_messages')
      .select('subject')
      .where('recipient', '=', stored.patient_email)
      .execute();
    expect(joined.map((message) => message.subject)).toEqual([expect.stringContaining('පොරොත්තු')]);
  });

  test('a day with free times is not a waitlist day (409), and bad input is refused (400/422)', async () => {
    const { db } = database();
    const free = await db
      .selectFrom('appointment_slots')
      .select(['doctor_id', 'medical_center_id', 'slot_date'])
      .where('slot_date', '=', addDays(colomboToday(), 5))
      .whereRef('current_bookings', '<', 'max_bookings')
      .where('is_available', '=', true)
      .executeTakeFirstOrThrow();
    const body = {
      doctor_id: free.doctor_id,
      medical_center_id: free.medical_center_id,
      date: free.slot_date,
      service_id: (await db.selectFrom('services').select('id').where('available', '=', true).executeTakeFirstOrThrow())
        .id,
      patient_name: 'Early Bird',
      patient_phone: phone(),
      patient_email: `early-${tag()}@example.lk`,
      preferred_language: 'english',
    };
    const send = (payload: unknown) =>
      joinHandler(adminRequest('/api/waitlist', { method: 'POST', body: payload }), testContext());
    const notFull = await send(body);
    expect(notFull.status).toBe(409);
    expect(await notFull.json()).toMatchObject({ code: 'day_not_full' });
    const invalid = await send({ ...body, patient_email: 'not-an-address', date: '2026-02-30' });
    expect([400, 422]).toContain(invalid.status);
    expect((await invalid.json()).fields).toHaveProperty('patient_email');
    const bad = await claimHandler(
      adminRequest('/api/waitlist/claim', { method: 'POST', body: { token: 'x'.repeat(43) } }),
      testContext(),
    );
    expect(bad.status).toBe(404);
    expect(await bad.json()).toMatchObject({ code: 'waitlist_not_found' });
  });

  test('a cancellation offers the freed place to the first person waiting, once, and holds it', async () => {
    const day = await fullDay();
    const first = await join(day, 'First Waiting');
    const second = await join(day, 'Second Waiting');
    await cancel(day, morning(day));
    const offer = await offersTo(first.token);
    expect(offer.status).toBe('offered');
    expect(offer.offer?.slot_time).toBe(day.slot.slot_time.slice(0, 5));
    expect(Date.parse(offer.offer?.expires_at ?? '')).toBe(morning(day).getTime() + 30 * MINUTE);
    expect((await offersTo(second.token)).status).toBe('waiting');
    // Held: the slot still counts the place as taken, and a booking for it is refused.
    expect(await placesTaken(day)).toEqual({ taken: day.slot.max_bookings, of: day.slot.max_bookings });
    const someoneElse = bookAppointment(
      database().db,
      bookingRequestSchema.parse({
        slot_id: day.slot.id,
        patient_name: 'Walk Up',
        patient_email: `walkup-${tag()}@example.lk`,
        patient_phone: phone(),
        service_id: day.service,
      }),
      { clientAddress: '198.51.100.77', now: morning(day) },
    );
    await expect(someoneElse).rejects.toMatchObject({ code: 'slot_full' });
    // One offer: one e-mail and one SMS, with the link; the next run makes no second offer for it.
    await runWaitlist(database().db, new Date(morning(day).getTime() + 5 * MINUTE));
    const messages = await database()
      .db.selectFrom('outbox_messages')
      .select(['channel', 'body'])
      .where('dedupe_key', 'like', `waitlist:%:offer:${day.slot.id}:%`)
      .execute();
    expect(messages.map((message) => message.channel).sort()).toEqual(['email', 'sms']);
    expect(messages.every((message) => message.body?.includes('/appointment/waitlist#token='))).toBe(true);
  });

  test("a patient's WhatsApp Cancel offers the freed place to the first person waiting, as the link's cancel does", async () => {
    const day = await fullDay();
    const first = await join(day, 'First For WhatsApp');
    const { db } = database();
    const booked = await db
      .selectFrom('appointments')
      .select(['reference', 'patient_phone'])
      .where('id', '=', day.appointment)
      .executeTakeFirstOrThrow();
    const form = {
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      From: `whatsapp:${toE164(booked.patient_phone)}`,
      Body: 'Cancel',
      ButtonPayload: `cancel:${booked.reference}`,
    };
    expect(await receiveInboundMessage(db, form, morning(day))).toMatchObject({ outcome: 'cancelled' });
    expect((await offersTo(first.token)).status).toBe('offered');
    expect(await placesTaken(day)).toEqual({ taken: day.slot.max_bookings, of: day.slot.max_bookings });
    // Twilio's retry changes nothing.
    expect(await receiveInboundMessage(db, form, morning(day))).toMatchObject({ outcome: 'duplicate' });
  });

  test('an offer claimed twice at once books once', async () => {
    const day = await fullDay();
    const first = await join(day, 'Double Claimer');
    await cancel(day, morning(day));
    const at = new Date(morning(day).getTime() + 5 * MINUTE);
    const results = await Promise.allSettled([
      claimWaitlistOffer(database().db, first.token, '198.51.100.10', at),
      claimWaitlistOffer(database().db, first.token, '198.51.100.11', at),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ code: 'offer_not_live' });
    const booked = await database()
      .db.selectFrom('appointments')
      .select(['reference', 'status'])
      .where('slot_id', '=', day.slot.id)
      .where('patient_name', '=', 'Double Claimer')
      .execute();
    expect(booked).toHaveLength(1);
    expect(await placesTaken(day)).toEqual({ taken: day.slot.max_bookings, of: day.slot.max_bookings });
    const view = await offersTo(first.token);
    expect(view).toMatchObject({ status: 'booked', booking: { reference: booked[0]?.reference } });
    expect(view.booking?.manage_url).toMatch(/^\/appointment\/manage#token=/);
  });

  test('a lapsed offer passes to the next person; a declined one too; the first can no longer claim', async () => {
    const day = await fullDay();
    const first = await join(day, 'Slow Answerer');
    const second = await join(day, 'Next In Line');
    const third = await join(day, 'Third In Line');
    await cancel(day, morning(day));
    const lapse = new Date(morning(day).getTime() + 31 * MINUTE);
    await runWaitlist(database().db, lapse);
    expect((await offersTo(first.token)).status).toBe('lapsed');
    expect((await offersTo(second.token)).status).toBe('offered');
    await expect(claimWaitlistOffer(database().db, first.token, '198.51.100.12', lapse)).rejects.toMatchObject({
      code: 'offer_not_live',
    });
    await declineWaitlistOffer(database().db, second.token, new Date(lapse.getTime() + MINUTE));
    expect((await offersTo(second.token)).status).toBe('declined');
    expect((await offersTo(third.token)).status).toBe('offered');
    expect(await placesTaken(day)).toEqual({ taken: day.slot.max_bookings, of: day.slot.max_bookings });
    // The third lets it lapse too, with nobody left: the place goes back to anyone booking.
    await runWaitlist(database().db, new Date(lapse.getTime() + 40 * MINUTE));
    expect(await placesTaken(day)).toEqual({ taken: day.slot.max_bookings - 1, of: day.slot.max_bookings });
  });

  // Colombo time of the cancellation, the day before the visit: offered at once, or held over to 07:00.
  test.each([
    ['20:59', true],
    ['21:00', false],
    ['23:45', false],
    ['03:00', false],
    ['06:59', false],
    ['07:00', true],
  ])('quiet hours: a place freed at %s is offered at once: %s', async (time, atOnce) => {
    const day = await fullDay();
    const waiting = await join(day, 'Night Owl');
    const freedAt = colomboInstant(addDays(day.slot_date, -1), time);
    await cancel(day, freedAt);
    expect((await offersTo(waiting.token)).status).toBe(atOnce ? 'offered' : 'waiting');
    if (atOnce) return;
    // Meanwhile the place is free for anyone; the scheduled run offers it only from 07:00.
    expect((await placesTaken(day)).taken).toBe(day.slot.max_bookings - 1);
    await runWaitlist(database().db, freedAt);
    expect((await offersTo(waiting.token)).status).toBe('waiting');
    const sevenAm = colomboInstant(time < '07:00' ? addDays(day.slot_date, -1) : day.slot_date, '07:00');
    await runWaitlist(database().db, sevenAm);
    expect((await offersTo(waiting.token)).status).toBe('offered');
    expect((await placesTaken(day)).taken).toBe(day.slot.max_bookings);
  });

  test('a place freed less than 2 hours before its slot is offered to nobody', async () => {
    const day = await fullDay();
    const waiting = await join(day, 'Too Late');
    const soon = new Date(colomboInstant(day.slot_date, day.slot.slot_time).getTime() - 119 * MINUTE);
    await cancel(day, soon);
    expect((await offersTo(waiting.token)).status).toBe('waiting');
    expect((await placesTaken(day)).taken).toBe(day.slot.max_bookings - 1);
    await runWaitlist(database().db, new Date(soon.getTime() + MINUTE));
    expect((await offersTo(waiting.token)).status).toBe('waiting');
  });

  test('leaving the list from the link: while waiting, and with an offer (it passes on)', async () => {
    const day = await fullDay();
    const first = await join(day, 'Changed Plans');
    const second = await join(day, 'Still Keen');
    const third = await join(day, 'Leaves Early');
    const left = await leaveHandler(
      adminRequest('/api/waitlist/leave', { method: 'POST', body: { token: third.token } }),
      testContext(),
    );
    expect(left.status).toBe(200);
    expect((await left.json()).data).toMatchObject({ status: 'left' });
    expect((await leaveWaitlist(database().db, third.token)).status).toBe('left');
    await cancel(day, morning(day));
    expect((await offersTo(first.token)).status).toBe('offered');
    await leaveWaitlist(database().db, first.token, new Date(morning(day).getTime() + MINUTE));
    expect((await offersTo(first.token)).status).toBe('left');
    expect((await offersTo(second.token)).status).toBe('offered');
    expect((await offersTo(third.token)).status).toBe('left');
    await expect(declineWaitlistOffer(database().db, third.token)).rejects.toMatchObject({ code: 'offer_not_live' });
  });

  test("staff see a doctor's day in order and can move someone to the top, who then gets the offer", async () => {
    const day = await fullDay();
    const { db } = database();
    const staff = await createTestAdmin(db, { permissions: { appointments: ['read', 'write'] } });
    const token = await signInAs(db, staff.id);
    await join(day, 'Asha Early');
    const late = await join(day, 'Bimal Late');
    const list = async () => {
      const response = await adminHandler(
        adminRequest(`/api/admin/waitlist?doctor_id=${day.doctor_id}&date=${day.slot_date}`, { token }),
        testContext(),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { entries: AdminWaitlistEntry[] }).entries;
    };
    expect((await list()).map((entry) => entry.patient_name)).toEqual(['Asha Early', 'Bimal Late']);
    const bimal = (await list())[1];
    const moved = await adminHandler(
      adminRequest('/api/admin/waitlist', { method: 'POST', token, body: { id: bimal?.id } }),
      testContext(),
    );
    expect(moved.status).toBe(200);
    expect((await list()).map((entry) => entry.patient_name)).toEqual(['Bimal Late', 'Asha Early']);
    await cancel(day, morning(day));
    expect((await offersTo(late.token)).status).toBe('offered');
    const entries = await list();
    expect(entries[0]).toMatchObject({ patient_name: 'Bimal Late', status: 'offered' });
    const again = await adminHandler(
      adminRequest('/api/admin/waitlist', { method: 'POST', token, body: { id: bimal?.id } }),
      testContext(),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'not_waiting' });
  });
}
