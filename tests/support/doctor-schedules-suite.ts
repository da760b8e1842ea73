// Doctors and their weekly sessions, on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): a
// schedule change keeps booked places and names the bookings in its way, holds from its effective date, races a
// booking of the last place without ever leaving a booking on a removed slot, and a doctor with visits to come
// cannot be retired.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, test } from 'vitest';
import type { Actor } from '../../src/server/admin/activity-log.ts';
import { bookAppointment } from '../../src/server/booking/book-appointment.ts';
import { listDoctors } from '../../src/server/booking/catalogue-queries.ts';
import { generateSlots } from '../../src/server/booking/slot-generation.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { addDoctor } from '../../src/server/schedules/add-doctor.ts';
import { listDoctorSchedules } from '../../src/server/schedules/doctor-schedule-queries.ts';
import { retireDoctor } from '../../src/server/schedules/retire-doctor.ts';
import { saveDoctorSchedule } from '../../src/server/schedules/save-doctor-schedule.ts';
import type { Session } from '../../src/shared/schedules/doctor-schedule.ts';
import { addDays, colomboToday, weekdayOf } from '../../src/shared/utils/colombo-time.ts';
import { createTestAdmin } from './admin-test-accounts.ts';
import type { TestDatabase } from './test-database.ts';

const CENTER = 'kandy';
const tag = () => randomBytes(4).toString('hex');

/** The same session on every day of the week. */
const daily = (start: string, end: string, slotMinutes: number | null, places: number): Session[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    start,
    end,
    kind: slotMinutes === null ? 'numbers' : 'slots',
    slotMinutes,
    places,
  }));

export function doctorSchedulesSuite(database: () => TestDatabase) {
  let actor: Actor;
  const today = colomboToday();
  const db = () => database().db;

  beforeAll(async () => {
    actor = { adminId: (await createTestAdmin(db(), { role: 'admin' })).id, ip: '203.0.113.9' };
  });

  async function newDoctor(sessions: Session[], effectiveFrom = today) {
    const { id } = await addDoctor(
      db(),
      {
        center: CENTER,
        title: 'Dr.',
        name: `Test ${tag()}`,
        specialization: 'Panchakarma',
        qualification: null,
        consultationFee: 0,
        nameSi: null,
        nameTa: null,
        specializationSi: null,
        specializationTa: null,
        qualificationSi: null,
        qualificationTa: null,
      },
      actor,
    );
    await saveDoctorSchedule(db(), { center: CENTER, doctorId: id, effectiveFrom, sessions }, actor);
    return id;
  }

  const slotsOf = (doctorId: string) =>
    db()
      .selectFrom('appointment_slots')
      .select(['id', 'slot_date', 'slot_time', 'current_bookings', 'max_bookings', 'is_available'])
      .where('doctor_id', '=', doctorId)
      .orderBy('slot_date')
      .orderBy('slot_time')
      .execute();

  async function slotAt(doctorId: string, date: string, time: string) {
    const slot = (await slotsOf(doctorId)).find((s) => s.slot_date === date && s.slot_time.startsWith(time));
    if (!slot) throw new Error(`No slot on ${date} at ${time}`);
    return slot;
  }

  async function book(slotId: string, name = `Nimali ${tag()}`) {
    const { confirmation } = await bookAppointment(
      db(),
      {
        slot_id: slotId,
        patient_name: name,
        patient_email: `${tag()}@example.lk`,
        patient_phone: `077${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
        service_type: 'Herbal Medicine',
      } as Parameters<typeof bookAppointment>[1],
      { clientAddress: `198.51.100.${Math.floor(Math.random() * 250)}` },
    );
    return confirmation.reference;
  }

  async function refusal(promise: Promise<unknown>): Promise<HttpError> {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  test('a schedule change keeps booked places, and names the bookings in its way, changing nothing', async () => {
    const doctorId = await newDoctor(daily('09:00', '11:00', 30, 2));
    const day = addDays(today, 3);
    const late = await book((await slotAt(doctorId, day, '10:30')).id, 'Kamala Silva');
    const early = (await slotAt(doctorId, day, '09:00')).id;
    const [first, second] = [await book(early, 'Ruwan Perera'), await book(early, 'Saman Dias')];
    const before = await slotsOf(doctorId);

    // Ending at 10:00 would remove the 10:30 slot; one place a slot would squeeze the 09:00 slot's two bookings.
    const error = await refusal(
      saveDoctorSchedule(
        db(),
        { center: CENTER, doctorId, effectiveFrom: today, sessions: daily('09:00', '10:00', 30, 1) },
        actor,
      ),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('schedule_blocked_by_bookings');
    for (const text of [late, 'Kamala Silva', first, 'Ruwan Perera', second, 'Saman Dias', day, '10:30', '09:00']) {
      expect(error.message).toContain(text);
    }
    expect(await slotsOf(doctorId)).toEqual(before);
    const listed = await listDoctorSchedules(db(), CENTER);
    expect(listed.doctors.find((d) => d.id === doctorId)?.schedules).toEqual([
      { effectiveFrom: today, effectiveUntil: null, sessions: daily('09:00', '11:00', 30, 2) },
    ]);

    // 15-minute slots with three places keep every booked slot (09:00 and 10:30 are still slot starts).
    const changes = await saveDoctorSchedule(
      db(),
      { center: CENTER, doctorId, effectiveFrom: today, sessions: daily('09:00', '11:00', 15, 3) },
      actor,
    );
    expect(changes.opened).toBeGreaterThan(0);
    expect(await slotAt(doctorId, day, '09:00')).toMatchObject({ id: early, current_bookings: 2, max_bookings: 3 });
    expect(await slotAt(doctorId, day, '10:30')).toMatchObject({ current_bookings: 1, max_bookings: 3 });
    expect(await slotAt(doctorId, day, '09:15')).toMatchObject({ current_bookings: 0, max_bookings: 3 });
  });

  test('a new week holds from its effective date: the days before keep their slots', async () => {
    const doctorId = await newDoctor(daily('09:00', '10:00', 30, 1));
    const from = addDays(today, 7);
    // Today's started slots are history the save leaves alone (and the scheduled run may open): not compared.
    const before = (slot: { slot_date: string }) => slot.slot_date > today && slot.slot_date < from;
    const kept = (await slotsOf(doctorId)).filter(before);
    expect(kept).toHaveLength(2 * 6);
    await saveDoctorSchedule(
      db(),
      { center: CENTER, doctorId, effectiveFrom: from, sessions: daily('16:00', '19:00', null, 20) },
      actor,
    );
    // A second run of the scheduled generation changes nothing: it follows the dates too.
    await generateSlots(db(), today, 30);
    const slots = await slotsOf(doctorId);
    expect(slots.filter(before)).toEqual(kept);
    const after = slots.filter((s) => s.slot_date >= from);
    expect(after.length).toBe(30 - 7);
    expect(after.every((s) => s.slot_time.startsWith('16:00') && s.max_bookings === 20)).toBe(true);
    const doctor = (await listDoctorSchedules(db(), CENTER)).doctors.find((d) => d.id === doctorId);
    expect(doctor?.schedules.map((v) => [v.effectiveFrom, v.effectiveUntil])).toEqual([
      [today, addDays(from, -1)],
      [from, null],
    ]);
  });

  test('sessions that overlap, end before they start or have slots out of range are refused per field', async () => {
    const doctorId = await newDoctor([]);
    const error = await refusal(
      saveDoctorSchedule(
        db(),
        {
          center: CENTER,
          doctorId,
          effectiveFrom: today,
          sessions: [
            { weekday: 2, start: '09:00', end: '12:00', kind: 'slots', slotMinutes: 30, places: 1 },
            { weekday: 2, start: '11:00', end: '13:00', kind: 'slots', slotMinutes: 300, places: 0 },
            { weekday: 7, start: '15:00', end: '14:00', kind: 'numbers', slotMinutes: null, places: 101 },
          ],
        },
        actor,
      ),
    );
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({
      'sessions.1.start': 'Overlaps the Tuesday session 09:00',
      'sessions.1.slotMinutes': 'A slot lasts 5 to 240 minutes',
      'sessions.1.places': 'Give 1 to 100 places',
      'sessions.2.weekday': 'Choose a weekday',
      'sessions.2.end': 'The session must end after it starts',
      'sessions.2.places': 'Give 1 to 100 places',
    });
    expect(await slotsOf(doctorId)).toEqual([]);
  });

  test('a booking racing the removal of the last slot: one wins, never a booking on a removed slot', async () => {
    for (let round = 0; round < 4; round++) {
      const day = addDays(today, 2 + round);
      const doctorId = await newDoctor([
        { weekday: weekdayOf(day), start: '09:00', end: '09:30', kind: 'slots', slotMinutes: 30, places: 1 },
      ]);
      const slot = await slotAt(doctorId, day, '09:00');
      const [booked, saved] = await Promise.allSettled([
        book(slot.id),
        saveDoctorSchedule(db(), { center: CENTER, doctorId, effectiveFrom: today, sessions: [] }, actor),
      ]);
      const appointments = await db()
        .selectFrom('appointments')
        .select(['slot_id', 'status'])
        .where('slot_id', '=', slot.id)
        .execute();
      const left = await slotsOf(doctorId);
      if (booked.status === 'fulfilled') {
        expect(saved.status).toBe('rejected');
        expect(left).toContainEqual(expect.objectContaining({ id: slot.id, current_bookings: 1, max_bookings: 1 }));
        expect(appointments).toHaveLength(1);
      } else {
        expect(saved.status).toBe('fulfilled');
        expect(left).toEqual([]);
        expect(appointments).toEqual([]);
      }
    }
  });

  test('a booking racing fewer places on its slot: never more bookings than places', async () => {
    for (let round = 0; round < 4; round++) {
      const day = addDays(today, 2 + round);
      const session = {
        weekday: weekdayOf(day),
        start: '09:00',
        end: '09:30',
        kind: 'slots' as const,
        slotMinutes: 30,
      };
      const doctorId = await newDoctor([{ ...session, places: 2 }]);
      const slot = await slotAt(doctorId, day, '09:00');
      await book(slot.id);
      const [booked, saved] = await Promise.allSettled([
        book(slot.id),
        saveDoctorSchedule(
          db(),
          { center: CENTER, doctorId, effectiveFrom: today, sessions: [{ ...session, places: 1 }] },
          actor,
        ),
      ]);
      const after = await slotAt(doctorId, day, '09:00');
      const live = await db()
        .selectFrom('appointments')
        .select('id')
        .where('slot_id', '=', slot.id)
        .where('status', '!=', 'cancelled')
        .execute();
      expect(after.current_bookings).toBe(live.length);
      expect(after.current_bookings).toBeLessThanOrEqual(after.max_bookings);
      // One of the two went through, never both, never neither.
      expect([booked.status, saved.status].sort()).toEqual(['fulfilled', 'rejected']);
      expect(after).toMatchObject(
        booked.status === 'fulfilled'
          ? { current_bookings: 2, max_bookings: 2 }
          : { current_bookings: 1, max_bookings: 1 },
      );
    }
  });

  test('two staff saving the same doctor at once get the answers they would one at a time', async () => {
    const doctorId = await newDoctor(daily('09:00', '10:00', 30, 1));
    const weeks = [daily('14:00', '15:00', 20, 2), daily('08:00', '09:00', 15, 1)];
    const results = await Promise.allSettled(
      weeks.map((sessions) =>
        saveDoctorSchedule(db(), { center: CENTER, doctorId, effectiveFrom: today, sessions }, actor),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
    const doctor = (await listDoctorSchedules(db(), CENTER)).doctors.find((d) => d.id === doctorId);
    expect(doctor?.schedules).toHaveLength(1);
    const saved = doctor?.schedules[0]?.sessions ?? [];
    expect(weeks).toContainEqual(saved);
    const times = new Set(
      (await slotsOf(doctorId)).filter((s) => s.slot_date > today).map((s) => s.slot_time.slice(0, 5)),
    );
    expect([...times].sort()).toEqual(
      saved[0]?.start === '14:00' ? ['14:00', '14:20', '14:40'] : ['08:00', '08:15', '08:30', '08:45'],
    );
  });

  test('a doctor with visits to come cannot be retired; once they are cancelled, they are no longer offered', async () => {
    const doctorId = await newDoctor(daily('09:00', '10:00', 30, 1));
    const references = [
      await book((await slotAt(doctorId, addDays(today, 2), '09:00')).id),
      await book((await slotAt(doctorId, addDays(today, 4), '09:30')).id),
    ];
    const error = await refusal(retireDoctor(db(), doctorId, actor));
    expect(error.status).toBe(409);
    expect(error.message).toBe('2 future bookings must be moved or cancelled first');
    expect((await listDoctorSchedules(db(), CENTER)).doctors.find((d) => d.id === doctorId)?.futureBookings).toBe(2);

    for (const reference of references) {
      const { slot_id } = await db()
        .updateTable('appointments')
        .set({ status: 'cancelled', cancelled_at: new Date(), cancelled_by: 'staff' })
        .where('reference', '=', reference)
        .returning('slot_id')
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('appointment_slots')
        .set({ current_bookings: sql`current_bookings - 1` })
        .where('id', '=', slot_id)
        .execute();
    }
    const retired = await retireDoctor(db(), doctorId, actor);
    expect(retired.closedSlots).toBeGreaterThan(0);
    expect((await slotsOf(doctorId)).filter((s) => s.slot_date >= today).every((s) => !s.is_available)).toBe(true);
    expect((await listDoctors(db(), CENTER)).map((d) => d.id)).not.toContain(doctorId);
    expect((await listDoctorSchedules(db(), CENTER)).doctors.map((d) => d.id)).not.toContain(doctorId);
    const before = (await slotsOf(doctorId)).length;
    await generateSlots(db(), today, 30);
    expect(await slotsOf(doctorId)).toHaveLength(before);
  });
}
