// The front desk books and moves visits, on any database (PGlite in tests/integration, PostgreSQL in
// tests/postgres): a caller booked by phone, a walk-in without e-mail, the public booking's guard and limits, and a
// move that is all or nothing, also when a booking or another move races it for the same places.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import bookHandler from '../../netlify/functions/admin-appointments-book.ts';
import moveHandler from '../../netlify/functions/admin-appointments-move.ts';
import manageHandler from '../../netlify/functions/appointment-manage.ts';
import publicBookHandler from '../../netlify/functions/appointment-slots.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

type Json = Record<string, unknown>;

export function deskBookingSuite(database: () => TestDatabase) {
  const db = () => database().db;
  let phones = 0;
  /** A phone number no other test uses, in the form a receptionist might type it. */
  const newPhone = () => `077 ${String(400 + (process.pid % 500)).padStart(3, '0')} ${String(1000 + phones++)}`;

  async function receptionist(): Promise<{ id: string; token: string }> {
    const admin = await createTestAdmin(db(), {
      permissions: { appointments: ['read', 'write'] },
      name: 'Desk Receptionist',
    });
    return { id: admin.id, token: await signInAs(db(), admin.id) };
  }

  async function serviceId(): Promise<string> {
    const row = await db().selectFrom('services').select('id').where('available', '=', true).executeTakeFirstOrThrow();
    return row.id;
  }

  /** A free slot in the coming days with `places` places, none booked; the places set as asked. */
  async function freeSlot(places = 2, centreId?: string) {
    const slot = await db()
      .selectFrom('appointment_slots')
      .select(['id', 'medical_center_id', 'doctor_id', 'slot_date'])
      .where('slot_date', '>', addDays(colomboToday(), 1))
      .where('slot_date', '<', addDays(colomboToday(), 25))
      .where('is_available', '=', true)
      .where('current_bookings', '=', 0)
      .$if(centreId !== undefined, (query) => query.where('medical_center_id', '=', centreId ?? ''))
      .orderBy(sql`random()`)
      .executeTakeFirstOrThrow();
    await db().updateTable('appointment_slots').set({ max_bookings: places }).where('id', '=', slot.id).execute();
    return slot;
  }

  async function staffBook(token: string, body: Json, ip = '203.0.113.50') {
    const response = await bookHandler(
      adminRequest('/api/admin/appointments/book', { method: 'POST', token, body }),
      testContext({ ip }),
    );
    return { status: response.status, body: (await response.json()) as Json };
  }

  async function move(token: string, body: Json) {
    const response = await moveHandler(
      adminRequest('/api/admin/appointments/move', { method: 'POST', token, body }),
      testContext(),
    );
    return { status: response.status, body: (await response.json()) as Json };
  }

  async function publicBook(slotId: string) {
    return (await publicBooking(slotId)).status;
  }

  async function publicBooking(slotId: string) {
    const n = phones++;
    const response = await publicBookHandler(
      new Request('http://localhost/api/appointment-slots', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          slot_id: slotId,
          patient_name: `Online Patient ${n}`,
          patient_email: `online-${randomBytes(4).toString('hex')}@example.lk`,
          patient_phone: `+94 71 ${String(2000000 + n + (process.pid % 1000) * 1000)}`,
          service_type: 'Herbal Medicine',
        }),
      }),
      testContext({ ip: `198.51.100.${n % 250}` }),
    );
    return { status: response.status, body: (await response.json()) as Json };
  }

  async function manage(body: Json, language = 'en') {
    const response = await manageHandler(
      new Request('http://localhost/api/appointment-manage', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify(body),
      }),
      testContext(),
    );
    return { status: response.status, body: (await response.json()) as Json };
  }

  const caller = async (slotId: string, extra: Json = {}) => ({
    slot_id: slotId,
    patient_name: 'Kamala Perera',
    patient_phone: newPhone(),
    service_id: await serviceId(),
    preferred_language: 'sinhala',
    booked_via: 'phone',
    ...extra,
  });

  const slotCount = async (id: string) =>
    (
      await db()
        .selectFrom('appointment_slots')
        .select(['current_bookings', 'max_bookings'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).current_bookings;

  test('a caller booked by phone without an e-mail address: marked as by staff, logged, told by SMS only', async () => {
    const desk = await receptionist();
    const slot = await freeSlot();
    // Written as people write it: dashes and spaces.
    const body = await caller(slot.id, { patient_phone: newPhone().replace(' ', '-') });
    const { status, body: answer } = await staffBook(desk.token, body);
    expect(status).toBe(201);
    expect(answer.reference).toMatch(/^WK-/);
    expect(answer).not.toHaveProperty('manage_url');
    const stored = await db()
      .selectFrom('appointments')
      .select(['booked_via', 'booked_by', 'patient_phone', 'patient_email', 'status', 'preferred_language'])
      .where('id', '=', String(answer.appointment_id))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ booked_via: 'phone', booked_by: desk.id, patient_email: '', status: 'pending' });
    expect(stored.patient_phone).toMatch(/^\+9477\d{7}$/);
    expect(await slotCount(slot.id)).toBe(1);
    const messages = await db()
      .selectFrom('outbox_messages')
      .select(['channel', 'recipient', 'body'])
      .where('dedupe_key', 'like', `booking:${answer.appointment_id}:%`)
      .execute();
    expect(messages.find((message) => message.recipient === stored.patient_phone)?.body).toMatch(/හෙළ වෙදකම/);
    const emails = await db()
      .selectFrom('outbox_messages')
      .select('recipient')
      .where('channel', '=', 'email')
      .where('recipient', '=', '')
      .execute();
    expect(emails).toEqual([]);
    const logged = await db()
      .selectFrom('admin_activity_logs')
      .select(['admin_user_id', 'description'])
      .where('action', '=', 'appointment_booked_by_staff')
      .where(sql<string>`metadata->>'appointmentId'`, '=', String(answer.appointment_id))
      .executeTakeFirstOrThrow();
    expect(logged.admin_user_id).toBe(desk.id);
    expect(logged.description).toContain('by phone');
  });

  test('two walk-ins without e-mail on the same slot are two patients; the same form sent twice books once', async () => {
    const desk = await receptionist();
    const slot = await freeSlot(3);
    const first = await staffBook(desk.token, await caller(slot.id, { booked_via: 'walk_in' }));
    const second = await staffBook(desk.token, await caller(slot.id, { booked_via: 'walk_in' }));
    expect([first.status, second.status]).toEqual([201, 201]);
    const form = await caller(slot.id, { idempotency_key: randomUUID() });
    const [once, again] = await Promise.all([staffBook(desk.token, form), staffBook(desk.token, form)]);
    expect([once.status, again.status].sort()).toEqual([200, 201]);
    expect(once.body.appointment_id).toBe(again.body.appointment_id);
    expect(await slotCount(slot.id)).toBe(3);
  });

  test.each([
    { field: 'patient_phone', value: 'call me', message: /phone number/ },
    { field: 'patient_email', value: 'kamala@', message: /valid e-mail/ },
    { field: 'booked_via', value: 'online', message: /phoned or walked in/ },
    { field: 'patient_name', value: '   ', message: /patient's name/ },
    { field: 'preferred_language', value: 'french', message: /language/ },
  ])('refuses $field = "$value" with a message for that field, booking nothing', async ({ field, value, message }) => {
    const desk = await receptionist();
    const slot = await freeSlot();
    const { status, body } = await staffBook(desk.token, await caller(slot.id, { [field]: value }));
    expect(status).toBe(400);
    expect((body.fields as Record<string, string>)[field]).toMatch(message);
    expect(await slotCount(slot.id)).toBe(0);
  });

  test('a staff booking and a public booking racing for the last place: exactly one gets it', async () => {
    const desk = await receptionist();
    for (let round = 0; round < 4; round++) {
      const slot = await freeSlot(1);
      const body = await caller(slot.id);
      const [staff, online] = await Promise.all([staffBook(desk.token, body), publicBook(slot.id)]);
      expect([staff.status, online].filter((status) => status === 201)).toHaveLength(1);
      expect([staff.status, online].filter((status) => status === 409)).toHaveLength(1);
      expect(await slotCount(slot.id)).toBe(1);
    }
  });

  async function bookedVisit(desk: { token: string }, places = 2, extra: Json = {}, centreId?: string) {
    const slot = await freeSlot(places, centreId);
    const { body } = await staffBook(desk.token, await caller(slot.id, extra));
    return { id: String(body.appointment_id), reference: String(body.reference), slot };
  }

  test('a move takes the new place and frees the old, tells the patient with a calendar file that replaces the old one', async () => {
    const desk = await receptionist();
    const visit = await bookedVisit(desk, 2, { patient_email: `moved-${randomBytes(3).toString('hex')}@example.lk` });
    const target = await freeSlot(2, visit.slot.medical_center_id);
    const { status, body } = await move(desk.token, { id: visit.id, slot_id: target.id, from_slot_id: visit.slot.id });
    expect(status).toBe(200);
    expect((body.appointment as Json).slot_id).toBe(target.id);
    expect([await slotCount(visit.slot.id), await slotCount(target.id)]).toEqual([0, 1]);
    const email = await db()
      .selectFrom('outbox_messages')
      .select(['subject', 'attachments'])
      .where('dedupe_key', '=', `email:booking-moved:${visit.reference}:1`)
      .executeTakeFirstOrThrow();
    expect(email.subject).toContain(visit.reference);
    const [ics] = email.attachments as { content: string }[];
    const calendar = Buffer.from(ics?.content ?? '', 'base64').toString('utf8');
    expect(calendar).toContain(`UID:${visit.reference}@helawedakama.lk`);
    expect(calendar).toContain('SEQUENCE:1');
    const sms = await db()
      .selectFrom('outbox_messages')
      .select('body')
      .where('dedupe_key', '=', `move:${visit.id}:1:patient`)
      .executeTakeFirstOrThrow();
    expect(sms.body).toContain(visit.reference);
    expect(sms.body).toMatch(/හෙළ වෙදකම/);
    const logged = await db()
      .selectFrom('admin_activity_logs')
      .select('description')
      .where('action', '=', 'appointment_moved_by_staff')
      .where(sql<string>`metadata->>'appointmentId'`, '=', visit.id)
      .executeTakeFirstOrThrow();
    expect(logged.description).toContain(visit.reference);
  });

  test.each([
    { case: 'a slot at another centre', code: 'invalid_request', status: 400 },
    { case: 'a full slot', code: 'slot_full', status: 409 },
    { case: 'a slot that has started', code: 'slot_past', status: 409 },
    { case: 'a closed slot', code: 'slot_unavailable', status: 409 },
    { case: 'a visit moved meanwhile', code: 'appointment_changed', status: 409 },
    { case: 'a cancelled visit', code: 'not_movable', status: 409 },
  ])('a move to $case is refused ($code) and changes nothing', async ({ case: name, code, status }) => {
    const desk = await receptionist();
    const visit = await bookedVisit(desk);
    const otherCentre = await db()
      .selectFrom('appointment_slots')
      .select('id')
      .where('medical_center_id', '<>', visit.slot.medical_center_id)
      .where('slot_date', '>', colomboToday())
      .executeTakeFirstOrThrow();
    const target = name === 'a slot at another centre' ? otherCentre : await freeSlot(1, visit.slot.medical_center_id);
    if (name === 'a full slot') {
      await db().updateTable('appointment_slots').set({ current_bookings: 1 }).where('id', '=', target.id).execute();
    }
    if (name === 'a slot that has started') {
      await db()
        .updateTable('appointment_slots')
        .set({ slot_date: addDays(colomboToday(), -1), slot_time: '00:07' })
        .where('id', '=', target.id)
        .execute();
    }
    if (name === 'a closed slot')
      await db().updateTable('appointment_slots').set({ is_available: false }).where('id', '=', target.id).execute();
    if (name === 'a cancelled visit')
      await db().updateTable('appointments').set({ status: 'cancelled' }).where('id', '=', visit.id).execute();
    const from = name === 'a visit moved meanwhile' ? target.id : visit.slot.id;
    const placesTaken = await slotCount(target.id);
    const answer = await move(desk.token, { id: visit.id, slot_id: target.id, from_slot_id: from });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(typeof answer.body.message).toBe('string');
    const after = await db()
      .selectFrom('appointments')
      .select('slot_id')
      .where('id', '=', visit.id)
      .executeTakeFirstOrThrow();
    expect(after.slot_id).toBe(visit.slot.id);
    expect(await slotCount(target.id)).toBe(placesTaken);
    expect(await slotCount(visit.slot.id)).toBe(1);
  });

  test("a move racing a booking for the target slot's last place is all or nothing", async () => {
    const desk = await receptionist();
    for (let round = 0; round < 4; round++) {
      const visit = await bookedVisit(desk);
      const target = await freeSlot(1, visit.slot.medical_center_id);
      const [moved, online] = await Promise.all([
        move(desk.token, { id: visit.id, slot_id: target.id, from_slot_id: visit.slot.id }),
        publicBook(target.id),
      ]);
      expect([moved.status === 200, online === 201].filter(Boolean)).toHaveLength(1);
      const after = await db()
        .selectFrom('appointments')
        .select('slot_id')
        .where('id', '=', visit.id)
        .executeTakeFirstOrThrow();
      expect(after.slot_id).toBe(moved.status === 200 ? target.id : visit.slot.id);
      expect(await slotCount(target.id)).toBe(1);
      expect(await slotCount(visit.slot.id)).toBe(moved.status === 200 ? 0 : 1);
    }
  });

  test('two visits swapped between two slots at once: both move, no deadlock, the counts stay true', async () => {
    const desk = await receptionist();
    const first = await bookedVisit(desk, 2);
    const second = await bookedVisit(desk, 2, {}, first.slot.medical_center_id);
    const answers = await Promise.all([
      move(desk.token, { id: first.id, slot_id: second.slot.id, from_slot_id: first.slot.id }),
      move(desk.token, { id: second.id, slot_id: first.slot.id, from_slot_id: second.slot.id }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect([await slotCount(first.slot.id), await slotCount(second.slot.id)]).toEqual([1, 1]);
  });

  test('a patient moves their own visit through the manage link, and is told in words of their own', async () => {
    const slot = await freeSlot(2);
    const booked = await publicBooking(slot.id);
    expect(booked.status).toBe(201);
    const token = new URL(String(booked.body.manage_url), 'http://localhost').hash.replace(/^#token=/, '');
    const target = await freeSlot(2, slot.medical_center_id);
    const moved = await manage({ token, action: 'reschedule', slot_id: target.id });
    expect(moved.status).toBe(200);
    const data = moved.body.data as Json;
    expect([data.slot_date, data.status, data.can_cancel]).toEqual([target.slot_date, 'pending', true]);
    expect([await slotCount(slot.id), await slotCount(target.id)]).toEqual([0, 1]);
    const logged = await db()
      .selectFrom('admin_activity_logs')
      .select('admin_user_id')
      .where('action', '=', 'appointment_moved_by_patient')
      .where(sql<string>`metadata->>'appointmentId'`, '=', String(booked.body.appointment_id))
      .executeTakeFirstOrThrow();
    expect(logged.admin_user_id).toBeNull();
    const again = await manage({ token, action: 'reschedule', slot_id: target.id }, 'si');
    expect(again.status).toBe(400);
    expect((again.body.fields as Json).slot_id).toMatch(/වේලාවක්/);
    const missing = await manage({ token, action: 'reschedule' });
    expect(missing.status).toBe(400);
    expect(typeof (missing.body.fields as Json).slot_id).toBe('string');
    // Still readable through the same link.
    expect((await manage({ token })).status).toBe(200);
  });
}
