// A doctor's leave and a centre's closure, on any database (PGlite in tests/integration, PostgreSQL in
// tests/postgres): the slots inside close, free and booked alike; each live booking is caught and its patient told
// once, in their language; a booking racing the leave ends caught-and-told or refused, never booked and silent;
// overlapping leaves, even marked at the same moment, never tell a patient twice; refusals change nothing; slots
// generated later stay closed.
import { randomBytes } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { sql } from 'kysely';
import { expect, test } from 'vitest';
import leaveHandler from '../../netlify/functions/admin-doctor-leave.ts';
import bookingHandler from '../../netlify/functions/appointment-slots.ts';
import { cancelAppointment } from '../../src/server/booking/cancel-appointment.ts';
import { generateSlots } from '../../src/server/booking/slot-generation.ts';
import { saveDoctorSchedule } from '../../src/server/schedules/save-doctor-schedule.ts';
import { smsSize } from '../../src/server/sms/segments.ts';
import { BOOKING_WINDOW_DAYS } from '../../src/shared/booking/booking-schema.ts';
import type { DoctorLeave } from '../../src/shared/leave/leave.ts';
import { addDays, colomboToday, weekdayOf } from '../../src/shared/utils/colombo-time.ts';
import { adminRequest, createTestAdmin, signInAs } from './admin-test-accounts.ts';
import type { TestDatabase } from './test-database.ts';

const LANGUAGES = ['sinhala', 'tamil', 'english'] as const;
const SUBJECTS = { sinhala: 'පැවැත්විය නොහැක', tamil: 'நடைபெற முடியாது', english: 'cannot take place' } as const;

export function doctorLeaveSuite(database: () => TestDatabase) {
  const tag = () => randomBytes(4).toString('hex');
  let token: string | undefined;

  async function staffToken(): Promise<string> {
    if (!token) {
      const { db } = database();
      const staff = await createTestAdmin(db, { permissions: { schedules: ['read', 'write'] } });
      token = await signInAs(db, staff.id);
    }
    return token;
  }

  async function mark(body: Record<string, unknown>) {
    const response = await leaveHandler(
      adminRequest('/api/admin/doctor-leave', { method: 'POST', token: await staffToken(), body }),
      {} as Context,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function list(center: string): Promise<DoctorLeave[]> {
    const response = await leaveHandler(
      adminRequest(`/api/admin/doctor-leave?center=${center}`, { token: await staffToken() }),
      {} as Context,
    );
    return ((await response.json()) as { leaves: DoctorLeave[] }).leaves;
  }

  /** A doctor's working day 3 to 25 days ahead with no slot closed and none booked yet, picked by `salt`. */
  /** A doctor's day with nothing closed or booked, from `first` to `last` days ahead. */
  async function freeDay(first = 3, last = 25) {
    const { db } = database();
    const row = await db
      .selectFrom('appointment_slots')
      .select(['doctor_id', 'medical_center_id', 'slot_date'])
      .where('slot_date', '>=', addDays(colomboToday(), first))
      .where('slot_date', '<=', addDays(colomboToday(), last))
      .groupBy(['doctor_id', 'medical_center_id', 'slot_date'])
      .having(sql<boolean>`bool_and(is_available) and sum(current_bookings) = 0 and count(*) >= 4`)
      .orderBy(sql`md5(doctor_id::text || slot_date::text || ${tag()})`)
      .executeTakeFirstOrThrow();
    const slots = await db
      .selectFrom('appointment_slots')
      .select(['id', 'slot_time', 'max_bookings'])
      .where('doctor_id', '=', row.doctor_id)
      .where('slot_date', '=', row.slot_date)
      .orderBy('slot_time')
      .execute();
    return { ...row, slots };
  }

  /** The doctor's week in force at the day's centre, as saveDoctorSchedule takes it. */
  async function weekOf(day: { doctor_id: string; medical_center_id: string }) {
    const rules = await database()
      .db.selectFrom('doctor_schedules')
      .selectAll()
      .where('doctor_id', '=', day.doctor_id)
      .where('medical_center_id', '=', day.medical_center_id)
      .where('effective_until', 'is', null)
      .execute();
    return rules.map((rule) => ({
      weekday: rule.weekday,
      start: rule.start_time.slice(0, 5),
      end: rule.end_time.slice(0, 5),
      kind: rule.kind,
      slotMinutes: rule.slot_minutes,
      places: rule.max_bookings,
    }));
  }

  /** A live booking on `slotId` in `language`, made directly (the place counted). */
  async function booked(slotId: string, language: (typeof LANGUAGES)[number], phone = '+94 77 123 4567') {
    const { db } = database();
    const t = tag();
    const { id } = await db
      .insertInto('appointments')
      .values({
        reference: `WK-${t}`.toUpperCase(),
        slot_id: slotId,
        service_type: 'Herbal Medicine',
        patient_name: `Leave Patient ${t}`,
        patient_email: `leave-${t}@example.lk`,
        patient_phone: phone,
        preferred_language: language,
        manage_token_hash: t.repeat(8),
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('appointment_slots')
      .set({ current_bookings: sql`current_bookings + 1` })
      .where('id', '=', slotId)
      .execute();
    return id;
  }

  async function messagesOf(appointmentId: string) {
    return database()
      .db.selectFrom('outbox_messages')
      .select(['channel', 'subject', 'body', 'recipient'])
      .where('dedupe_key', 'like', `leave:${appointmentId}:%`)
      .orderBy('channel')
      .execute();
  }

  const leaveOf = (day: Awaited<ReturnType<typeof freeDay>>, extra: Record<string, unknown> = {}) => ({
    center: day.medical_center_id,
    doctorId: day.doctor_id,
    firstDate: day.slot_date,
    lastDate: day.slot_date,
    reason: 'Away at a conference',
    ...extra,
  });

  test('closes every slot of the day, free and booked, and tells each patient once in their language', async () => {
    const day = await freeDay();
    const ids = await Promise.all(LANGUAGES.map((language, index) => booked(day.slots[index]?.id ?? '', language)));
    const noPhone = await booked(day.slots[3]?.id ?? '', 'english', '');

    const preview = await mark(leaveOf(day, { preview: true }));
    expect(preview).toMatchObject({ status: 200, body: { preview: true, slots: day.slots.length, affected: 4 } });
    expect(await messagesOf(ids[0] ?? '')).toEqual([]);

    const marked = await mark(leaveOf(day, { patientReason: 'The doctor is unwell.' }));
    expect(marked).toMatchObject({ status: 201, body: { slots: day.slots.length, affected: 4, notified: 4 } });
    const open = await database()
      .db.selectFrom('appointment_slots')
      .select('id')
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '=', day.slot_date)
      .where('is_available', '=', true)
      .execute();
    expect(open).toEqual([]);

    for (const [index, language] of LANGUAGES.entries()) {
      const messages = await messagesOf(ids[index] ?? '');
      expect(messages.map((message) => message.channel)).toEqual(['email', 'sms']);
      const [email, sms] = messages;
      expect(email?.subject).toContain(SUBJECTS[language]);
      expect(email?.body).toContain('The doctor is unwell.');
      expect(email?.body).toMatch(/appointment\/manage#token=/);
      expect(sms?.recipient).toBe('+94771234567');
      expect(sms?.body).toMatch(/appointment\/manage#token=[\w-]+$/);
      expect(smsSize(sms?.body ?? '').segments).toBeLessThanOrEqual(language === 'english' ? 2 : 3);
    }
    expect((await messagesOf(noPhone)).map((message) => message.channel)).toEqual(['email']);

    const [leave] = (await list(day.medical_center_id)).filter((entry) => entry.id === marked.body.leaveId);
    expect(leave?.slotsClosed).toBe(day.slots.length);
    expect(leave?.affected.map((booking) => booking.state)).toEqual([
      'no_answer',
      'no_answer',
      'no_answer',
      'no_answer',
    ]);
  });

  test('staff see who moved, who cancelled and who has not answered', async () => {
    const day = await freeDay();
    const [stays, cancels, moves] = await Promise.all(
      LANGUAGES.map((language, index) => booked(day.slots[index]?.id ?? '', language)),
    );
    const marked = await mark(leaveOf(day));
    const { db } = database();
    await db
      .updateTable('appointments')
      .set({ status: 'cancelled' })
      .where('id', '=', cancels ?? '')
      .execute();
    const elsewhere = await db
      .selectFrom('appointment_slots')
      .select('id')
      .where('is_available', '=', true)
      .whereRef('current_bookings', '<', 'max_bookings')
      .where('slot_date', '>', addDays(day.slot_date, 1))
      .executeTakeFirstOrThrow();
    await db
      .updateTable('appointments')
      .set({ slot_id: elsewhere.id })
      .where('id', '=', moves ?? '')
      .execute();
    // The place is taken there, as a move takes it: a later test looking for a free day must not land on it.
    await db
      .updateTable('appointment_slots')
      .set({ current_bookings: sql`current_bookings + 1` })
      .where('id', '=', elsewhere.id)
      .execute();

    const leave = (await list(day.medical_center_id)).find((entry) => entry.id === marked.body.leaveId);
    const states = Object.fromEntries(leave?.affected.map((booking) => [booking.appointmentId, booking.state]) ?? []);
    expect(states).toEqual({ [stays ?? '']: 'no_answer', [cancels ?? '']: 'cancelled', [moves ?? '']: 'moved' });
    expect(leave?.affected[0]).toMatchObject({ patientPhone: '+94 77 123 4567', notified: true });
  });

  test('a booking racing the leave on the same slot ends caught and told, or refused', async () => {
    const { db } = database();
    const service = await db.selectFrom('services').select('id').executeTakeFirstOrThrow();
    for (let round = 0; round < 5; round++) {
      const day = await freeDay();
      const slot = day.slots[1];
      if (!slot) throw new Error('no slot');
      const t = tag();
      const [booking, leave] = await Promise.all([
        bookingHandler(
          new Request('http://localhost/api/appointment-slots', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
              slot_id: slot.id,
              first_name: 'Racing',
              last_name: `Patient ${t}`,
              patient_email: `race-${t}@example.lk`,
              patient_phone: '+94 77 765 4321',
              service_id: service.id,
              preferred_language: 'tamil',
            }),
          }),
          { ip: `10.9.${round}.${Number.parseInt(t.slice(0, 2), 16)}`, waitUntil: () => {} } as unknown as Context,
        ),
        mark(leaveOf(day)),
      ]);
      expect(leave.status).toBe(201);
      if (booking.status === 201) {
        const { appointment_id } = (await booking.json()) as { appointment_id: string };
        expect(leave.body).toMatchObject({ affected: 1, notified: 1 });
        const messages = await messagesOf(appointment_id);
        expect(messages.map((message) => message.channel)).toEqual(['email', 'sms']);
      } else {
        expect(booking.status).toBe(409);
        expect(((await booking.json()) as { code: string }).code).toBe('slot_unavailable');
        expect(leave.body).toMatchObject({ affected: 0 });
      }
    }
  });

  test('a cancellation at the same moment as the leave: both go through, the booking ends cancelled', async () => {
    for (let round = 0; round < 5; round++) {
      const day = await freeDay();
      const id = await booked(day.slots[0]?.id ?? '', 'english');
      const cancellation = { by: 'staff', askedBy: 'patient', reason: 'Phoned', smsAbroad: false } as const;
      const [cancelled, leave] = await Promise.all([
        database()
          .db.transaction()
          .execute((trx) => cancelAppointment(trx, id, ['pending'], cancellation, new Date())),
        mark(leaveOf(day)),
      ]);
      expect(cancelled).toBe(true);
      expect(leave.status).toBe(201);
      const caught = (await list(day.medical_center_id)).find((entry) => entry.id === leave.body.leaveId);
      expect(caught?.affected.every((booking) => booking.state === 'cancelled')).toBe(true);
    }
  });

  test('overlapping leaves, even marked at the same moment, tell a patient once', async () => {
    const day = await freeDay();
    const first = await booked(day.slots[0]?.id ?? '', 'sinhala');
    const second = await booked(day.slots[2]?.id ?? '', 'english');
    const results = await Promise.all([
      mark(leaveOf(day, { reason: 'Doctor unwell' })),
      mark(leaveOf(day, { reason: 'Doctor unwell (marked twice)' })),
      mark(leaveOf(day, { doctorId: undefined, reason: 'Poya day: centre closed' })),
    ]);
    expect(results.map((result) => result.status)).toEqual([201, 201, 201]);
    // The doctor's slots were closed by whichever leave came first, and recorded for that one only.
    const closers = await database()
      .db.selectFrom('doctor_leave_slots as ls')
      .innerJoin('appointment_slots as s', 's.id', 'ls.slot_id')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('s.doctor_id', '=', day.doctor_id)
      .where('s.slot_date', '=', day.slot_date)
      .executeTakeFirstOrThrow();
    expect(closers.count).toBe(day.slots.length);
    // The closed centre may catch other doctors' patients that day too (some told by an earlier test's leave):
    // every patient caught was told about their slot by exactly one leave, ever.
    const told = await database()
      .db.selectFrom('doctor_leave_bookings as b')
      .select(
        sql<number>`(select count(*)::int from doctor_leave_bookings t
        where t.appointment_id = b.appointment_id and t.slot_id = b.slot_id and t.notified)`.as('told'),
      )
      .where(
        'b.leave_id',
        'in',
        results.map((result) => String(result.body.leaveId)),
      )
      .execute();
    expect(told.length).toBeGreaterThanOrEqual(6);
    expect(told.every((row) => row.told === 1)).toBe(true);
    for (const id of [first, second]) {
      expect((await messagesOf(id)).map((message) => message.channel)).toEqual(['email', 'sms']);
      const caught = await database()
        .db.selectFrom('doctor_leave_bookings')
        .select('notified')
        .where('appointment_id', '=', id)
        .execute();
      expect(caught.map((row) => row.notified).sort()).toEqual([false, false, true]);
    }
  });

  test('part of a day closes only the slots from its start until before its end', async () => {
    const day = await freeDay();
    const times = day.slots.map((slot) => slot.slot_time.slice(0, 5));
    const [from, to] = [times[1], times[3]];
    const marked = await mark(leaveOf(day, { startTime: from, endTime: to }));
    expect(marked.body).toMatchObject({ slots: 2 });
    const closed = await database()
      .db.selectFrom('appointment_slots')
      .select(sql<string>`to_char(slot_time, 'HH24:MI')`.as('time'))
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '=', day.slot_date)
      .where('is_available', '=', false)
      .orderBy('slot_time')
      .execute();
    expect(closed.map((row) => row.time)).toEqual([times[1], times[2]]);
  });

  test('slots generated later inside a leave stay closed', async () => {
    const day = await freeDay();
    await mark(leaveOf(day));
    const { db } = database();
    await db
      .deleteFrom('appointment_slots')
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '=', day.slot_date)
      .execute();
    await generateSlots(db, day.slot_date, 1);
    const slots = await db
      .selectFrom('appointment_slots')
      .select('is_available')
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '=', day.slot_date)
      .execute();
    expect(slots.length).toBe(day.slots.length);
    expect(slots.every((slot) => !slot.is_available)).toBe(true);
  });

  test('a week saved later opens its new slots inside a leave closed', async () => {
    const day = await freeDay();
    await mark(leaveOf(day));
    const { db } = database();
    const sessions = await weekOf(day);
    // An evening session on the leave's weekday, new: its slots that day are born inside the leave.
    sessions.push({
      weekday: weekdayOf(day.slot_date),
      start: '20:00',
      end: '21:00',
      kind: 'slots',
      slotMinutes: 30,
      places: 1,
    });
    const admin = await createTestAdmin(db, { permissions: { schedules: ['read', 'write'] } });
    await saveDoctorSchedule(
      db,
      { center: day.medical_center_id, doctorId: day.doctor_id, effectiveFrom: colomboToday(), sessions },
      { adminId: admin.id, ip: null },
    );
    const evening = await db
      .selectFrom('appointment_slots')
      .select('is_available')
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '=', day.slot_date)
      .where('slot_time', '>=', '20:00')
      .execute();
    expect(evening.map((slot) => slot.is_available)).toEqual([false, false]);
  });

  test('a week saved after a caught patient moved away drops the empty day, the leave still naming where they were', async () => {
    // The last such weekday of the booking horizon: dropping it from the week touches no other week's bookings.
    const day = await freeDay(BOOKING_WINDOW_DAYS - 7, BOOKING_WINDOW_DAYS - 1);
    const first = day.slots[0];
    if (!first) throw new Error('no slot');
    const appointment = await booked(first.id, 'english', `+94 77 ${String(Date.now()).slice(-7)}`);
    await mark(leaveOf(day));
    const { db } = database();
    // The patient moved to another day: the caught slot holds nobody now.
    const elsewhere = await db
      .selectFrom('appointment_slots')
      .select('id')
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '<', day.slot_date)
      .where('slot_date', '>', colomboToday())
      .where('is_available', '=', true)
      .whereRef('current_bookings', '<', 'max_bookings')
      .executeTakeFirstOrThrow();
    await db.updateTable('appointments').set({ slot_id: elsewhere.id }).where('id', '=', appointment).execute();
    await db.updateTable('appointment_slots').set({ current_bookings: 0 }).where('id', '=', first.id).execute();
    await db
      .updateTable('appointment_slots')
      .set({ current_bookings: sql`current_bookings + 1` })
      .where('id', '=', elsewhere.id)
      .execute();
    // The week without the leave's weekday: that day's slots are no longer given.
    const sessions = (await weekOf(day)).filter((session) => session.weekday !== weekdayOf(day.slot_date));
    const admin = await createTestAdmin(db, { permissions: { schedules: ['read', 'write'] } });
    await saveDoctorSchedule(
      db,
      { center: day.medical_center_id, doctorId: day.doctor_id, effectiveFrom: day.slot_date, sessions },
      { adminId: admin.id, ip: null },
    );
    const kept = await db
      .selectFrom('appointment_slots')
      .select(['id', 'is_available'])
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '=', day.slot_date)
      .execute();
    expect(kept).toEqual([{ id: first.id, is_available: false }]);
    const [leave] = (await list(day.medical_center_id)).filter((item) =>
      item.affected.some((caught) => caught.appointmentId === appointment),
    );
    expect(leave?.affected.find((caught) => caught.appointmentId === appointment)?.state).toBe('moved');
  });

  test('refuses what cannot be a leave with a message on the field, and changes nothing', async () => {
    const day = await freeDay();
    const before = await database()
      .db.selectFrom('doctor_leaves')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const other = await database()
      .db.selectFrom('medical_centers')
      .select('id')
      .where('id', '<>', day.medical_center_id)
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ lastDate: addDays(day.slot_date, -1) }, 400, 'lastDate'],
      [{ lastDate: addDays(day.slot_date, 90) }, 400, 'lastDate'],
      [{ startTime: '15:00', endTime: '10:00' }, 400, 'endTime'],
      [{ startTime: '15:00' }, 400, 'endTime'],
      [{ reason: '' }, 400, 'reason'],
      [{ firstDate: addDays(colomboToday(), -1), lastDate: colomboToday() }, 422, 'firstDate'],
      [{ center: other.id }, 422, 'doctorId'],
    ];
    for (const [change, status, field] of cases) {
      const refused = await mark(leaveOf(day, change));
      expect(refused.status, JSON.stringify(change)).toBe(status);
      expect((refused.body.fields as Record<string, string>)[field], JSON.stringify(refused.body)).toBeTruthy();
    }
    const after = await database()
      .db.selectFrom('doctor_leaves')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(after.count).toBe(before.count);
    const open = await database()
      .db.selectFrom('appointment_slots')
      .select('id')
      .where('doctor_id', '=', day.doctor_id)
      .where('slot_date', '=', day.slot_date)
      .where('is_available', '=', false)
      .execute();
    expect(open).toEqual([]);
  });
}
