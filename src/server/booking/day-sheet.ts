// The day sheet of one centre and Colombo day (shared/booking/day-sheet.ts): each doctor with a session there that
// day, their visits in time order (reference, patient, phone, service, the patient's note, status, no-shows).
// Cancelled visits are counted, not listed: their places are free and nobody is expected.
import { type Kysely, sql } from 'kysely';
import type { DaySheet, DaySheetDoctor, DaySheetQuery } from '../../shared/booking/day-sheet.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { noShowCounts } from '../patients/no-shows.ts';
import { patientKey } from '../patients/patient-key.ts';

export async function daySheet(db: Kysely<Database>, query: DaySheetQuery, now: Date = new Date()): Promise<DaySheet> {
  const date = query.date ?? colomboToday(now);
  const center = await db
    .selectFrom('medical_centers')
    .select(['id', 'name'])
    .where('id', '=', query.center)
    .executeTakeFirst();
  if (!center) throw new HttpError(404, 'Unknown medical center', { fields: { center: 'Unknown medical center' } });
  const doctors = await db
    .selectFrom('appointment_slots as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .select(['d.id', sql<string>`d.title || ' ' || d.name`.as('name'), 'd.specialization'])
    .where('s.medical_center_id', '=', center.id)
    .where('s.slot_date', '=', date)
    .groupBy(['d.id', 'd.title', 'd.name', 'd.specialization'])
    .orderBy(sql`min(s.slot_time)`)
    .orderBy('d.name')
    .execute();
  const visits = await db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .select([
      'a.id',
      'a.reference',
      'a.patient_name as name',
      'a.patient_phone as phone',
      'a.service_type as service',
      'a.patient_notes as notes',
      'a.status',
      'a.arrived_at',
      'a.slot_id',
      's.doctor_id',
      's.slot_date as preferred_date',
      's.slot_time as preferred_time',
      sql<string>`d.title || ' ' || d.name`.as('doctor'),
      patientKey('a').as('patient'),
    ])
    .where('s.medical_center_id', '=', center.id)
    .where('s.slot_date', '=', date)
    // In the order they come: by time, then as booked (a slot may hold several places), then the id for a tie.
    .orderBy('s.slot_time')
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  const noShows = await noShowCounts(
    db,
    visits.map((visit) => visit.patient),
  );
  const byDoctor = new Map<string, DaySheetDoctor>(doctors.map((d) => [d.id, { ...d, visits: [], cancelled: 0 }]));
  for (const { patient, ...visit } of visits) {
    const sheet = byDoctor.get(visit.doctor_id);
    if (!sheet) continue;
    if (visit.status === 'cancelled') sheet.cancelled += 1;
    else
      sheet.visits.push({
        ...visit,
        center_id: center.id,
        center: center.name,
        preferred_time: visit.preferred_time.slice(0, 5),
        arrived_at: visit.arrived_at?.toISOString() ?? null,
        noShows: noShows.get(patient) ?? 0,
      });
  }
  return { center, date, doctors: [...byDoctor.values()] };
}
