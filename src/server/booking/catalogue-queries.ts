// What the wizard reads before booking: medical centres, their doctors and a day's slots (docs/api.md).
import { type Kysely, sql } from 'kysely';
import { BOOKING_WINDOW_DAYS } from '../../shared/booking/booking-schema.ts';
import {
  type BookableDay,
  type Doctor,
  freePlaces,
  type MedicalCenter,
  type Slot,
} from '../../shared/booking/catalogue.ts';
import { addDays, colomboDateStrip, colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';

export async function listMedicalCenters(db: Kysely<Database>): Promise<MedicalCenter[]> {
  return db
    .selectFrom('medical_centers')
    .select(['id', 'name', 'description', 'address', 'city', 'phone', 'email', 'opening_hours'])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
}

/** Active doctors as the public pages show them (never their own phone number), of one centre when `medicalCenterId` is given, each with the centres they practise at. */
export async function listDoctors(db: Kysely<Database>, medicalCenterId?: string): Promise<Doctor[]> {
  let query = db
    .selectFrom('doctors')
    .select([
      'doctors.id',
      'doctors.title',
      'doctors.name',
      'doctors.specialization',
      'doctors.name_si',
      'doctors.name_ta',
      'doctors.specialization_si',
      'doctors.specialization_ta',
      'doctors.consultation_fee',
      'doctors.qualification',
      'doctors.qualification_si',
      'doctors.qualification_ta',
      'doctors.experience_years',
      'doctors.bio',
      'doctors.profile_image_url',
    ])
    .where('doctors.is_active', '=', true)
    .orderBy('doctors.name');
  if (medicalCenterId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('doctor_centers')
          .select(sql`1`.as('one'))
          .whereRef('doctor_centers.doctor_id', '=', 'doctors.id')
          .where('doctor_centers.medical_center_id', '=', medicalCenterId),
      ),
    );
  }
  const doctors = await query.execute();
  if (doctors.length === 0) return [];
  const places = await db
    .selectFrom('doctor_centers')
    .innerJoin('medical_centers', 'medical_centers.id', 'doctor_centers.medical_center_id')
    .select(['doctor_centers.doctor_id', 'medical_centers.id', 'medical_centers.name', 'medical_centers.city'])
    .where(
      'doctor_centers.doctor_id',
      'in',
      doctors.map((doctor) => doctor.id),
    )
    .where('medical_centers.is_active', '=', true)
    .orderBy('medical_centers.name')
    .execute();
  return doctors.map((doctor) => ({
    ...doctor,
    availability: places
      .filter((place) => place.doctor_id === doctor.id)
      .map((place) => ({ medical_center_id: place.id, name: place.name, city: place.city })),
  }));
}

/** The slots of one doctor at one centre, as the slots and the days calls both read them. */
function slotRows(db: Kysely<Database>, doctorId: string, medicalCenterId: string) {
  return db
    .selectFrom('appointment_slots')
    .select(['id', 'slot_date', 'slot_time', 'is_available', 'current_bookings', 'max_bookings'])
    .where('doctor_id', '=', doctorId)
    .where('medical_center_id', '=', medicalCenterId)
    .orderBy('slot_date')
    .orderBy('slot_time');
}

/** The booking horizon in Colombo: today and the last day the site books, and the time of day now. */
function horizon(now: Date) {
  const today = colomboToday(now);
  return { today, lastDay: addDays(today, BOOKING_WINDOW_DAYS - 1), nowTime: colomboTimeOfDay(now) };
}

/** A slot as patients see it: one that has started is reported as not available, whatever the client's clock says. */
function shownSlot(
  row: { id: string; slot_time: string; is_available: boolean; current_bookings: number; max_bookings: number },
  date: string,
  { today, nowTime }: { today: string; nowTime: string },
): Slot {
  const slotTime = row.slot_time.slice(0, 5);
  const started = date === today && slotTime <= nowTime;
  const { id, current_bookings, max_bookings } = row;
  return { id, slot_time: slotTime, is_available: row.is_available && !started, current_bookings, max_bookings };
}

/**
 * One doctor's slots at one centre on one Colombo date. A slot that has started, or lies outside the 30-day
 * window, is reported as not available, so every client greys it out whatever its own clock says.
 */
export async function listSlots(
  db: Kysely<Database>,
  query: { doctorId: string; medicalCenterId: string; date: string },
  now = new Date(),
): Promise<Slot[]> {
  const window = horizon(now);
  if (query.date < window.today || query.date > window.lastDay) return [];
  const rows = await slotRows(db, query.doctorId, query.medicalCenterId).where('slot_date', '=', query.date).execute();
  return rows.map((row) => shownSlot(row, query.date, window));
}

/**
 * Every day of the booking horizon for one doctor at one centre: how many slots it has and how many places are
 * free, counted from the very slots listSlots answers for that day (freePlaces), so the two never disagree.
 */
export async function listBookableDays(
  db: Kysely<Database>,
  query: { doctorId: string; medicalCenterId: string },
  now = new Date(),
): Promise<BookableDay[]> {
  const window = horizon(now);
  const rows = await slotRows(db, query.doctorId, query.medicalCenterId)
    .where('slot_date', '>=', window.today)
    .where('slot_date', '<=', window.lastDay)
    .execute();
  return colomboDateStrip(BOOKING_WINDOW_DAYS, now).map((date) => {
    const slots = rows.filter((row) => row.slot_date === date).map((row) => shownSlot(row, date, window));
    return { date, free_places: slots.reduce((sum, slot) => sum + freePlaces(slot), 0), slots: slots.length };
  });
}
