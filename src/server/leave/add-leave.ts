// Marking a doctor away or a centre closed (docs/product-rules.md "Leave and closures"), in ONE transaction:
//   1. the live bookings inside the leave, then its slots, are locked (each in id order, so two leaves never
//      deadlock) and the slots closed, free and booked alike. A public booking racing the leave on one of them either committed first (its place
//      is then seen below, caught and told) or waits on the lock and re-checks `is_available`: refused
//      (book-appointment.ts). Never booked and silent.
//   2. the leave is recorded, with the slots it closed (those still open until then) and each live booking on the
//      slots inside it, with the slot it was on;
//   3. each such patient gets one message set (leave-messages.ts), unless an overlapping leave already told them
//      about that very slot (then `notified` is false); a second leave marked at the same moment waits on step 1's
//      locks, so it sees the first one's bookings;
//   4. the activity log.
import type { Kysely, Transaction } from 'kysely';
import type { LeaveOutcome, LeaveRequest } from '../../shared/leave/leave.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import { selectAppointmentsWithPlace } from '../booking/appointment-details.ts';
import { hashManageToken, manageTokenFor, manageUrl } from '../booking/manage-token.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { readSettings } from '../settings/settings-queries.ts';
import { leaveMessages } from './leave-messages.ts';
import { type LeaveSpan, slotsInLeave } from './leave-slots.ts';

const LIVE = ['pending', 'confirmed'] as const;

/** The refusals only the database can decide: a past day, an unknown centre, a doctor who does not work there. */
async function checkLeave(db: Kysely<Database>, request: LeaveRequest, now: Date): Promise<{ doctor: string | null }> {
  const fields: Record<string, string> = {};
  if (request.firstDate < colomboToday(now)) fields.firstDate = 'The first date must be today or later';
  const center = await db
    .selectFrom('medical_centers')
    .select('name')
    .where('id', '=', request.center)
    .executeTakeFirst();
  if (!center) fields.center = 'Unknown centre';
  let doctor: string | null = null;
  if (center && request.doctorId) {
    const works = await db
      .selectFrom('doctors as d')
      .innerJoin('doctor_centers as dc', 'dc.doctor_id', 'd.id')
      .select(['d.title', 'd.name'])
      .where('d.id', '=', request.doctorId)
      .where('dc.medical_center_id', '=', request.center)
      .executeTakeFirst();
    if (works) doctor = `${works.title} ${works.name}`;
    else fields.doctorId = `This doctor does not work at ${center.name}`;
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(422, Object.values(fields)[0] ?? 'Check the leave', { code: 'invalid_leave', fields });
  }
  return { doctor };
}

function spanOf(request: LeaveRequest): LeaveSpan {
  return {
    medical_center_id: request.center,
    doctor_id: request.doctorId ?? null,
    first_date: request.firstDate,
    last_date: request.lastDate,
    start_time: request.startTime ?? null,
    end_time: request.endTime ?? null,
  };
}

function liveBookings(db: Kysely<Database> | Transaction<Database>, span: LeaveSpan, now: Date) {
  return selectAppointmentsWithPlace(db)
    .select(['a.slot_id', 'a.manage_token_hash'])
    .where('a.slot_id', 'in', slotsInLeave(db, span, now).select('s.id'))
    .where('a.status', 'in', LIVE);
}

/** How many slots and live bookings the leave would catch, changing nothing (the form's first step). */
async function preview(db: Kysely<Database>, span: LeaveSpan, now: Date): Promise<LeaveOutcome> {
  const slots = await slotsInLeave(db, span, now)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  const bookings = await db
    .selectFrom('appointments')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('slot_id', 'in', slotsInLeave(db, span, now).select('s.id'))
    .where('status', 'in', LIVE)
    .executeTakeFirstOrThrow();
  return { preview: true, slots: Number(slots.count), affected: Number(bookings.count), notified: 0 };
}

export async function addDoctorLeave(
  db: Kysely<Database>,
  request: LeaveRequest,
  actor: Actor,
  now = new Date(),
): Promise<LeaveOutcome> {
  const { doctor } = await checkLeave(db, request, now);
  const span = spanOf(request);
  if (request.preview) return preview(db, span, now);
  const { smsAbroad } = await readSettings(db);
  return db.transaction().execute(async (trx) => {
    const outcome = await markLeave(trx, request, { doctor, smsAbroad, createdBy: actor.adminId }, now);
    const hours = request.startTime ? ` ${request.startTime}-${request.endTime}` : '';
    await logChange(
      trx,
      actor,
      {
        action: 'doctor_leave_added',
        description: `${doctor ?? 'Whole centre closed'} at ${request.center}, ${request.firstDate} to ${request.lastDate}${hours}: ${outcome.slots} slots closed, ${outcome.affected} bookings affected`,
        metadata: {
          leaveId: outcome.leaveId ?? null,
          center: request.center,
          doctorId: request.doctorId ?? null,
          slots: outcome.slots,
          affected: outcome.affected,
          notified: outcome.notified,
        },
      },
      now,
    );
    return outcome;
  });
}

/**
 * Steps 1 to 3 in the caller's transaction (the request already checked): addDoctorLeave, and the demo data's
 * leave (demo/seed.ts).
 */
export async function markLeave(
  trx: Transaction<Database>,
  request: LeaveRequest,
  options: { doctor: string | null; smsAbroad: boolean; createdBy: string | null },
  now: Date,
): Promise<LeaveOutcome> {
  const span = spanOf(request);
  // The live bookings first, then their slots: the order a cancellation takes them (its appointment, then its
  // slot's count), so the two never wait on each other in a circle.
  await trx
    .selectFrom('appointments')
    .select('id')
    .where('slot_id', 'in', slotsInLeave(trx, span, now).select('s.id'))
    .where('status', 'in', LIVE)
    .orderBy('id')
    .forNoKeyUpdate()
    .execute();
  const slots = await slotsInLeave(trx, span, now)
    .select(['s.id', 's.is_available'])
    .orderBy('s.id')
    .forUpdate()
    .execute();
  const closing = slots.filter((slot) => slot.is_available).map((slot) => slot.id);
  if (closing.length > 0) {
    await trx.updateTable('appointment_slots').set({ is_available: false }).where('id', 'in', closing).execute();
  }
  const { id: leaveId } = await trx
    .insertInto('doctor_leaves')
    .values({
      ...span,
      reason: request.reason,
      patient_reason: request.patientReason ?? null,
      created_by: options.createdBy,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (closing.length > 0) {
    await trx
      .insertInto('doctor_leave_slots')
      .values(closing.map((slotId) => ({ leave_id: leaveId, slot_id: slotId })))
      .execute();
  }
  const bookings = slots.length > 0 ? await liveBookings(trx, span, now).execute() : [];
  const told = await alreadyTold(
    trx,
    bookings.map((booking) => booking.id),
  );
  const fresh = bookings.filter((booking) => !told.has(`${booking.id}:${booking.slot_id}`));
  if (bookings.length > 0) {
    await trx
      .insertInto('doctor_leave_bookings')
      .values(
        bookings.map((booking) => ({
          leave_id: leaveId,
          appointment_id: booking.id,
          slot_id: booking.slot_id,
          notified: !told.has(`${booking.id}:${booking.slot_id}`),
        })),
      )
      .execute();
  }
  const notice = {
    closure: options.doctor ? ('doctor' as const) : ('centre' as const),
    patientReason: request.patientReason ?? null,
    smsAbroad: options.smsAbroad,
  };
  for (const booking of fresh) {
    const token = manageTokenFor(booking.id);
    // SESSION_SECRET changed since the booking (or a local run restarted): the link sent now must open the visit.
    if (hashManageToken(token) !== booking.manage_token_hash) {
      await trx
        .updateTable('appointments')
        .set({ manage_token_hash: hashManageToken(token) })
        .where('id', '=', booking.id)
        .execute();
    }
    await enqueueMessages(trx, leaveMessages(booking, manageUrl(token), notice));
  }
  return { preview: false, leaveId, slots: slots.length, affected: bookings.length, notified: fresh.length };
}

/** `appointment:slot` of those told already about that very slot by an overlapping leave. */
async function alreadyTold(trx: Transaction<Database>, appointmentIds: string[]): Promise<Set<string>> {
  if (appointmentIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('doctor_leave_bookings')
    .select(['appointment_id', 'slot_id'])
    .where('appointment_id', 'in', appointmentIds)
    .where('notified', '=', true)
    .execute();
  return new Set(rows.map((row) => `${row.appointment_id}:${row.slot_id}`));
}
