// GET /api/admin/doctor-schedules: a centre's active doctors with their weeks in force today and planned after.
import type { Kysely } from 'kysely';
import { BOOKING_WINDOW_DAYS } from '../../shared/booking/booking-schema.ts';
import type { DoctorSchedulesAnswer, ScheduleVersion, Session } from '../../shared/schedules/doctor-schedule.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { futureBookingCounts } from './future-bookings.ts';

interface SessionRow {
  doctor_id: string;
  weekday: number;
  start_time: string;
  end_time: string;
  kind: Session['kind'];
  slot_minutes: number | null;
  max_bookings: number;
  effective_from: string;
  effective_until: string | null;
}

/** One doctor's rows (ordered by effective_from) as versions of their week. */
function versionsOf(rows: readonly SessionRow[]): ScheduleVersion[] {
  const versions: ScheduleVersion[] = [];
  for (const row of rows) {
    let version = versions.at(-1);
    if (version?.effectiveFrom !== row.effective_from) {
      version = { effectiveFrom: row.effective_from, effectiveUntil: row.effective_until, sessions: [] };
      versions.push(version);
    }
    version.sessions.push({
      weekday: row.weekday,
      start: row.start_time.slice(0, 5),
      end: row.end_time.slice(0, 5),
      kind: row.kind,
      slotMinutes: row.slot_minutes,
      places: row.max_bookings,
    });
  }
  return versions;
}

export async function listDoctorSchedules(
  db: Kysely<Database>,
  centerId: string | undefined,
  now = new Date(),
): Promise<DoctorSchedulesAnswer> {
  const today = colomboToday(now);
  const centers = await db
    .selectFrom('medical_centers')
    .select(['id', 'name'])
    .where('is_active', '=', true)
    .orderBy('name')
    .execute();
  const center = centerId === undefined ? centers[0] : centers.find((each) => each.id === centerId);
  if (!center) throw new HttpError(404, 'Medical centre not found', { fields: { center: 'Choose a medical centre' } });
  const doctors = await db
    .selectFrom('doctors as d')
    .innerJoin('doctor_centers as dc', 'dc.doctor_id', 'd.id')
    .select([
      'd.id',
      'd.title',
      'd.name',
      'd.specialization',
      'd.qualification',
      'd.name_si',
      'd.name_ta',
      'd.specialization_si',
      'd.specialization_ta',
      'd.qualification_si',
      'd.qualification_ta',
    ])
    .where('dc.medical_center_id', '=', center.id)
    .where('d.is_active', '=', true)
    .orderBy('d.name')
    .execute();
  const ids = doctors.map((doctor) => doctor.id);
  const sessions: SessionRow[] =
    ids.length === 0
      ? []
      : await db
          .selectFrom('doctor_schedules')
          .select([
            'doctor_id',
            'weekday',
            'start_time',
            'end_time',
            'kind',
            'slot_minutes',
            'max_bookings',
            'effective_from',
            'effective_until',
          ])
          .where('medical_center_id', '=', center.id)
          .where('doctor_id', 'in', ids)
          .where((eb) => eb.or([eb('effective_until', 'is', null), eb('effective_until', '>=', today)]))
          .orderBy('effective_from')
          .orderBy('weekday')
          .orderBy('start_time')
          .execute();
  const upcoming = await futureBookingCounts(db, ids, now);
  return {
    success: true,
    center,
    centers,
    today,
    horizonDays: BOOKING_WINDOW_DAYS,
    doctors: doctors.map((doctor) => ({
      id: doctor.id,
      title: doctor.title,
      name: doctor.name,
      specialization: doctor.specialization,
      qualification: doctor.qualification,
      nameSi: doctor.name_si,
      nameTa: doctor.name_ta,
      specializationSi: doctor.specialization_si,
      specializationTa: doctor.specialization_ta,
      qualificationSi: doctor.qualification_si,
      qualificationTa: doctor.qualification_ta,
      futureBookings: upcoming.get(doctor.id) ?? 0,
      schedules: versionsOf(sessions.filter((row) => row.doctor_id === doctor.id)),
    })),
  };
}
