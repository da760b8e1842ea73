// Patients, derived from appointments (the product keeps no separate patient record): one patient per phone number
// (or e-mail where a booking has no phone), as merged by staff (patient-key.ts), with their appointments, their
// no-shows and the reviews written with any of their e-mail addresses. No health information: that stays with each
// appointment's detail.
import { type Kysely, sql } from 'kysely';
import type { Patient } from '../../shared/patients/patient.ts';
import { appointmentMatches } from '../booking/appointment-search.ts';
import type { Database } from '../db/schema.ts';
import { noShowCounts } from './no-shows.ts';
import { patientKey as patientKeyOf } from './patient-key.ts';

const PATIENT_LIMIT = 200;

const patientKey = patientKeyOf('a');

/** Everyone who has booked: the "of total" of the list, as the appointments list counts every appointment. */
async function countPatients(db: Kysely<Database>): Promise<number> {
  const { total } = await db
    .selectFrom('appointments as a')
    .select(sql<string>`count(distinct ${patientKey})`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** The patients `search` finds (at most 200, latest first), how many it finds, and how many there are in all. */
export async function listPatients(
  db: Kysely<Database>,
  search: string,
): Promise<{ patients: Patient[]; matching: number; total: number }> {
  let keys = db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .select([patientKey.as('key'), 's.slot_date'])
    // An appointment whose personal details were erased (retention, docs/data-protection.md) is nobody's.
    .where(patientKey, 'is not', null);
  if (search) keys = keys.where(appointmentMatches(search));
  const matching = await db
    .selectFrom(keys.as('k'))
    .select(['k.key', sql<number>`count(*) over ()`.as('matching')])
    .groupBy('k.key')
    // The patients with the latest appointments first.
    .orderBy(sql`max(k.slot_date)`, 'desc')
    .orderBy('k.key')
    .limit(PATIENT_LIMIT)
    .execute();
  const found = Number(matching[0]?.matching ?? 0);
  const total = search ? await countPatients(db) : found;
  if (matching.length === 0) return { patients: [], matching: 0, total };
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select([
      patientKey.as('key'),
      'a.id',
      'a.reference',
      'a.patient_name',
      'a.patient_email',
      'a.patient_phone',
      's.slot_date',
      's.slot_time',
      'a.service_type',
      'c.name as center',
      'a.status',
    ])
    .where(
      patientKey,
      'in',
      matching.map((row) => row.key),
    )
    .orderBy('s.slot_date', 'desc')
    .orderBy('s.slot_time', 'desc')
    .execute();
  const emailsOf = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = emailsOf.get(row.key) ?? new Set<string>();
    if (row.patient_email.trim()) set.add(row.patient_email.trim().toLowerCase());
    emailsOf.set(row.key, set);
  }
  const emails = [...new Set([...emailsOf.values()].flatMap((set) => [...set]))];
  // Walk-ins without an e-mail have no reviews to look up (and `in ()` is no SQL).
  const reviews =
    emails.length === 0
      ? []
      : await db
          .selectFrom('reviews')
          .select(['id', 'rating', 'treatment', 'review_status', 'created_at', sql<string>`lower(email)`.as('email')])
          .where(sql<string>`lower(email)`, 'in', emails)
          .orderBy('created_at', 'desc')
          .execute();
  const noShows = await noShowCounts(
    db,
    matching.map((row) => row.key),
  );
  const patients = new Map<string, Patient>();
  for (const row of rows) {
    let patient = patients.get(row.key);
    if (!patient) {
      // Rows come newest first: the latest booking's name and phone are the current ones.
      patient = {
        key: row.key,
        name: row.patient_name,
        email: row.patient_email.toLowerCase(),
        phone: row.patient_phone,
        appointments: [],
        reviews: reviews
          .filter((review) => emailsOf.get(row.key)?.has(review.email))
          .map((review) => ({
            id: review.id,
            rating: review.rating,
            treatment: review.treatment,
            status: review.review_status,
            created_at: review.created_at.toISOString(),
          })),
        latestAppointment: row.slot_date,
        noShows: noShows.get(row.key) ?? 0,
      };
      patients.set(row.key, patient);
    }
    patient.appointments.push({
      id: row.id,
      reference: row.reference,
      date: row.slot_date,
      time: row.slot_time.slice(0, 5),
      service: row.service_type,
      center: row.center,
      status: row.status,
    });
  }
  const list = [...patients.values()].sort(
    (a, b) => b.latestAppointment.localeCompare(a.latestAppointment) || a.name.localeCompare(b.name),
  );
  return { patients: list, matching: found, total };
}
