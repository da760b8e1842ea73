// Appointments as staff see them. The list never carries health information (conditions, medications, the
// combined notes text that repeats them): only `appointmentHealth` reads it, for one appointment, and the export
// asks for the combined notes; their callers log each reading.
import { type Kysely, sql } from 'kysely';
import type { AdminAppointment, AppointmentHealth } from '../../shared/booking/admin-appointment.ts';
import {
  type AppointmentFilters,
  type AppointmentPaging,
  type AppointmentSort,
  dayRange,
} from '../../shared/booking/appointment-filters.ts';
import { canChangeStatus, moveOf, refusalOf } from '../../shared/booking/appointment-status.ts';
import type { StatusChange } from '../../shared/booking/status-change-schema.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { appointmentMatches } from './appointment-search.ts';
import { appointmentsCsv, csvFileName } from './appointments-csv.ts';
import { cancelAppointment } from './cancel-appointment.ts';
import { tellPatientConfirmed } from './confirmed-messages.ts';

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('appointments as a')
    .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id');
}

function filtered(db: Kysely<Database>, filters: AppointmentFilters, now: Date) {
  let query = baseQuery(db);
  if (filters.status !== 'all') query = query.where('a.status', '=', filters.status);
  const { first, last } = dayRange(filters, now);
  if (first) query = query.where('s.slot_date', '>=', first);
  if (last) query = query.where('s.slot_date', '<=', last);
  if (filters.center !== 'all') query = query.where('s.medical_center_id', '=', filters.center);
  if (filters.doctor !== 'all') query = query.where('s.doctor_id', '=', filters.doctor);
  if (filters.search) query = query.where(appointmentMatches(filters.search, { doctor: 'd' }));
  return query;
}

/**
 * One page of the appointments the filters match (every one with `page: 'all'`, for the export), in `sort` order; how
 * many match, and how many appointments there are in all. The order ends with the id, so visits at the same time
 * keep one order and the pages cover every matching row exactly once.
 */
export async function listAppointments(
  db: Kysely<Database>,
  filters: AppointmentFilters,
  options: { page: AppointmentPaging | 'all'; now?: Date; combinedNotes?: boolean },
): Promise<{ appointments: AdminAppointment[]; matching: number; total: number }> {
  const now = options.now ?? new Date();
  const today = colomboToday(now);
  const { page } = options;
  const sort: AppointmentSort = page === 'all' ? 'visit' : page.sort;
  const rows = await filtered(db, filters, now)
    .select([
      'a.id',
      'a.reference',
      'a.patient_name as name',
      'a.patient_email as email',
      'a.patient_phone as phone',
      's.slot_date as preferred_date',
      's.slot_time as preferred_time',
      'a.service_type as service',
      sql<string>`d.title || ' ' || d.name`.as('doctor'),
      'c.name as center',
      'a.slot_id',
      's.doctor_id',
      's.medical_center_id as center_id',
      'a.status',
      'a.patient_notes as notes',
      'a.first_name',
      'a.last_name',
      'a.date_of_birth',
      'a.gender',
      'a.preferred_language',
      'a.how_did_you_hear',
      'a.emergency_contact',
      'a.emergency_phone',
      'a.cancelled_at',
      'a.cancelled_by',
      'a.cancellation_reason',
      'a.arrived_at',
      'a.booked_via',
      'a.created_at',
      'a.updated_at',
    ])
    .$if(options.combinedNotes === true, (query) => query.select('a.notes as combined_notes'))
    .$if(sort === 'booked', (query) => query.orderBy('a.created_at', 'desc'))
    // The visits of the coming days first, the soonest first; then the past ones, the latest first.
    .$if(sort === 'visit', (query) =>
      query
        .orderBy(sql`s.slot_date < ${today}`)
        .orderBy(sql`case when s.slot_date >= ${today} then s.slot_date end`, 'asc')
        .orderBy(sql`case when s.slot_date >= ${today} then s.slot_time end`, 'asc')
        .orderBy('s.slot_date', 'desc')
        .orderBy('s.slot_time', 'desc'),
    )
    .orderBy('a.id')
    .$call((query) => (page === 'all' ? query : query.limit(page.pageSize).offset((page.page - 1) * page.pageSize)))
    .execute();
  const { matching } = await filtered(db, filters, now)
    .select(sql<number>`count(*)`.as('matching'))
    .executeTakeFirstOrThrow();
  const { total } = await db
    .selectFrom('appointments')
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  return {
    appointments: rows.map((row) => ({
      ...row,
      preferred_time: row.preferred_time.slice(0, 5),
      cancelled_at: row.cancelled_at?.toISOString() ?? null,
      arrived_at: row.arrived_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    })),
    matching: Number(matching),
    total: Number(total),
  };
}

/** The health information of one appointment, logged as read by `actor` in the same transaction. */
export async function appointmentHealth(db: Kysely<Database>, id: string, actor: Actor): Promise<AppointmentHealth> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('appointments')
      .select(['reference', 'health_conditions', 'current_medications', 'health_consent_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'Appointment not found');
    await logChange(trx, actor, {
      action: 'appointment_health_viewed',
      description: `Opened the health information of appointment ${row.reference}`,
      metadata: { appointmentId: id, reference: row.reference },
    });
    return { ...row, health_consent_at: row.health_consent_at?.toISOString() ?? null };
  });
}

/**
 * Every appointment the filters match as a CSV file. Its Notes column holds health information, so the export is
 * logged with the references it disclosed, in the same transaction, as opening one in the detail view is.
 */
export async function exportAppointments(
  db: Kysely<Database>,
  filters: AppointmentFilters,
  actor: Actor,
): Promise<{ csv: string; fileName: string }> {
  return db.transaction().execute(async (trx) => {
    const { appointments } = await listAppointments(trx, filters, { page: 'all', combinedNotes: true });
    if (appointments.length === 0) throw new HttpError(404, 'There are no appointments to export');
    await logChange(trx, actor, {
      action: 'appointment_health_exported',
      description: `Exported ${appointments.length} appointments with their health information`,
      metadata: {
        count: appointments.length,
        status: filters.status,
        date: filters.date,
        center: filters.center,
        doctor: filters.doctor,
        references: appointments.map((a) => a.reference).join(' '),
      },
    });
    return { csv: appointmentsCsv(appointments), fileName: csvFileName(colomboToday()) };
  });
}

const CONFLICT_MESSAGE = 'This appointment was already updated by someone else. The list has been refreshed.';

/**
 * Changes an appointment's status if it still has `expected` (no lost update: a conditional update, so of two
 * admins acting at once exactly one wins) and the flow allows the change now (shared/booking/appointment-status.ts);
 * a correction of an outcome needs `mayCorrect`. Cancelling goes through the one cancel path
 * (booking/cancel-appointment.ts): the place goes back and the patient is told in the same transaction. Confirming
 * tells the patient too, once (confirmed-messages.ts).
 */
export async function changeAppointmentStatus(
  db: Kysely<Database>,
  change: Pick<StatusChange, 'id' | 'status' | 'expectedStatus' | 'reason' | 'cancelledBy'>,
  actor: Actor & { mayCorrect: boolean },
  now: Date = new Date(),
): Promise<{ reference: string; slotId: string }> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('appointments as a')
      .innerJoin('appointment_slots as s', 's.id', 'a.slot_id')
      .select(['a.reference', 'a.status', 'a.slot_id', 's.slot_date', 's.slot_time'])
      .where('a.id', '=', change.id)
      .executeTakeFirst();
    if (!current) throw new HttpError(404, 'Appointment not found');
    const when = { date: current.slot_date, time: current.slot_time };
    const correction = moveOf(change.expectedStatus, change.status)?.correction === true;
    if (correction && !actor.mayCorrect) {
      throw new HttpError(403, 'You do not have permission to correct the outcome of an appointment');
    }
    if (!canChangeStatus(change.expectedStatus, change.status, when, now, { mayCorrect: actor.mayCorrect })) {
      throw new HttpError(422, refusalOf(change.expectedStatus, change.status, when, now));
    }
    if (change.status === 'cancelled') {
      const { smsAbroad } = await readSettings(trx);
      const cancellation = { by: 'staff' as const, askedBy: change.cancelledBy, reason: change.reason, smsAbroad };
      if (!(await cancelAppointment(trx, change.id, [change.expectedStatus], cancellation, now))) {
        throw new HttpError(409, CONFLICT_MESSAGE);
      }
    } else {
      const updated = await trx
        .updateTable('appointments')
        .set({
          status: change.status,
          updated_at: now,
          // Arriving records when; a correction away from arrived or completed keeps nothing of it.
          ...(change.status === 'arrived'
            ? { arrived_at: now }
            : change.status === 'no_show'
              ? { arrived_at: null }
              : {}),
        })
        .where('id', '=', change.id)
        .where('status', '=', change.expectedStatus)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw new HttpError(409, CONFLICT_MESSAGE);
      if (change.status === 'confirmed') await tellPatientConfirmed(trx, change.id, await readSettings(trx));
    }
    await logChange(trx, actor, {
      action: correction ? 'appointment_outcome_corrected' : 'appointment_status_changed',
      description: `Appointment ${current.reference}: ${change.expectedStatus} -> ${change.status}`,
      metadata: {
        appointmentId: change.id,
        reference: current.reference,
        from: change.expectedStatus,
        to: change.status,
        // A correction's reason is about the record, kept here only. A cancellation's is what staff told the
        // patient, may name a health matter, and stays on the appointment alone (erased with it: docs/data-protection.md).
        ...(change.reason && change.status !== 'cancelled' ? { reason: change.reason } : {}),
      },
    });
    return { reference: current.reference, slotId: current.slot_id };
  });
}
