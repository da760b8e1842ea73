// The days call on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): for every day of the
// horizon its free places are what the slots call offers that day, a full day shows 0, a day without sessions has
// no slots, and a slot that has started counts for nothing.
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import daysHandler from '../../netlify/functions/appointment-days.ts';
import slotsHandler from '../../netlify/functions/appointment-slots.ts';
import { listBookableDays, listSlots } from '../../src/server/booking/catalogue-queries.ts';
import { BOOKING_WINDOW_DAYS } from '../../src/shared/booking/booking-schema.ts';
import type { BookableDay, Slot } from '../../src/shared/booking/catalogue.ts';
import { addDays, colomboInstant, colomboToday } from '../../src/shared/utils/colombo-time.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

const CENTER = 'kandy';

export function bookableDaysSuite(database: () => TestDatabase) {
  async function doctorWithSlots(
    slots: { day: number; time: string; places: number; taken?: number; closed?: boolean }[],
  ) {
    const db = database().db;
    const { id } = await db
      .insertInto('doctors')
      .values({
        title: 'Dr.',
        name: `Days ${randomBytes(4).toString('hex')}`,
        specialization: 'Panchakarma',
        consultation_fee: 2000,
        experience_years: 5,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('doctor_centers').values({ doctor_id: id, medical_center_id: CENTER }).execute();
    for (const slot of slots) {
      await db
        .insertInto('appointment_slots')
        .values({
          doctor_id: id,
          medical_center_id: CENTER,
          slot_date: addDays(colomboToday(), slot.day),
          slot_time: slot.time,
          max_bookings: slot.places,
          current_bookings: slot.taken ?? 0,
          is_available: !slot.closed,
        })
        .execute();
    }
    return id;
  }

  async function read<T>(handler: typeof daysHandler, url: string): Promise<T[]> {
    const response = await handler(new Request(`http://localhost${url}`), testContext());
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: T[] }).data;
  }

  test('every day of the horizon answers the free places the slots call offers that day', async () => {
    const doctor = await doctorWithSlots([
      { day: 1, time: '09:00', places: 3, taken: 1 },
      { day: 1, time: '10:00', places: 2 },
      { day: 3, time: '09:00', places: 2, taken: 2 },
      { day: 5, time: '09:00', places: 4, closed: true },
      { day: BOOKING_WINDOW_DAYS - 1, time: '23:30', places: 1 },
      { day: BOOKING_WINDOW_DAYS, time: '09:00', places: 5 },
    ]);
    const query = new URLSearchParams({ doctor_id: doctor, medical_center_id: CENTER });
    const days = await read<BookableDay>(daysHandler, `/api/appointment-days?${query}`);
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: BOOKING_WINDOW_DAYS }, (_, index) => addDays(colomboToday(), index)),
    );
    for (const day of days) {
      const slots = await read<Slot>(slotsHandler, `/api/appointment-slots?${query}&date=${day.date}`);
      const free = slots
        .filter((slot) => slot.is_available)
        .reduce((sum, s) => sum + s.max_bookings - s.current_bookings, 0);
      expect({ date: day.date, free_places: day.free_places, slots: day.slots }).toEqual({
        date: day.date,
        free_places: free,
        slots: slots.length,
      });
    }
    const on = (offset: number) => days.find((day) => day.date === addDays(colomboToday(), offset));
    expect(on(1)).toEqual({ date: addDays(colomboToday(), 1), free_places: 4, slots: 2 });
    // A full day shows 0 free places but has its session; a closed session offers nothing either.
    expect(on(3)).toMatchObject({ free_places: 0, slots: 1 });
    expect(on(5)).toMatchObject({ free_places: 0, slots: 1 });
    expect(on(2)).toMatchObject({ free_places: 0, slots: 0 });
    expect(on(BOOKING_WINDOW_DAYS - 1)).toMatchObject({ free_places: 1, slots: 1 });
  });

  test('a slot of today that has started counts for nothing, as the slots call greys it out', async () => {
    const doctor = await doctorWithSlots([
      { day: 0, time: '09:00', places: 3 },
      { day: 0, time: '15:00', places: 2 },
    ]);
    const now = colomboInstant(colomboToday(), '12:00');
    const query = { doctorId: doctor, medicalCenterId: CENTER };
    const [today] = await listBookableDays(database().db, query, now);
    const slots = await listSlots(database().db, { ...query, date: colomboToday(now) }, now);
    expect(slots.map((slot) => slot.is_available)).toEqual([false, true]);
    expect(today).toEqual({ date: colomboToday(now), free_places: 2, slots: 2 });
  });

  test('a request without a doctor is refused naming the field', async () => {
    const response = await daysHandler(
      new Request(`http://localhost/api/appointment-days?medical_center_id=${CENTER}`),
      testContext(),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toContain('doctor_id');
  });
}
