// Booking a place (docs/decisions.md "Capacity is never exceeded", "Messages are never lost"). One transaction:
//   1. take a place with ONE conditional update of the slot (available, not started, within 30 days, not full);
//      concurrent bookings queue on the slot's row lock and each re-checks the condition, so the k-th place goes
//      to exactly one of them, and the CHECK (current_bookings <= max_bookings) is the last guard;
//   2. insert the appointment (unique: one live booking per patient and slot; one booking per idempotency key);
//   3. queue the messages the booking owes (booking-created.ts).
// Anything failing rolls all three back. A retry with the same idempotency key answers the first booking (its
// insert would break the key's unique index; the refusals on the way there are checked for it too).
import { randomInt, randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { messageKey } from '../../i18n/translate.ts';
import { addDays, colomboTimeOfDay, colomboToday } from '../../lib/colombo-time.ts';
import {
  BOOKING_MESSAGES,
  BOOKING_WINDOW_DAYS,
  type BookingConfirmation,
  type BookingRequest,
  patientNameOf,
} from '../../shared/booking/booking-request.ts';
import { enumLabel, GENDER_LABELS, HEARD_FROM_LABELS, PREFERRED_LANGUAGE_LABELS } from '../../shared/enums.ts';
import type { Database } from '../db/schema.ts';
import { appointmentEmailData } from '../email/messages.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import type { BookingFacts } from '../sms/booking-messages.ts';
import {
  type AppointmentRecord,
  canCancelOnline,
  findAppointment,
  toBookedAppointment,
} from './appointment-details.ts';
import { bookingCreatedMessages, bookingRoutes } from './booking-created.ts';
import { BookingError } from './booking-error.ts';
import { BookingLimitReached, countBooking, refuseOverLimit } from './booking-limits.ts';
import { hashManageToken, manageTokenFor, manageUrl, sameHash } from './manage-token.ts';
import { patientLocale } from './patient-language.ts';

const BOOKED_MESSAGE = 'Appointment booked successfully!';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference read out on the phone: WK- and six letters or digits that cannot be mistaken (no 0/O, 1/I/L). */
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `WK-${code}`;
}

/** The spec's combined notes text, built from the structured fields (what staff read as "notes"). */
export function combinedNotes(request: BookingRequest): string | null {
  const lines = [
    ['Notes', request.notes],
    ['Date of Birth', request.date_of_birth],
    ['Gender', enumLabel(GENDER_LABELS, request.gender)],
    ['Preferred Language', enumLabel(PREFERRED_LANGUAGE_LABELS, request.preferred_language)],
    ['Health Conditions', request.health_conditions],
    ['Current Medications', request.current_medications],
    ['Emergency Contact', request.emergency_contact],
    ['Emergency Phone', request.emergency_phone],
    ['How did you hear about us', enumLabel(HEARD_FROM_LABELS, request.how_did_you_hear)],
  ]
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`);
  return lines.length > 0 ? lines.join('\n') : null;
}

interface PgError {
  code?: string;
  constraint?: string;
}

function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as PgError;
  return code === '23505' ? (constraint ?? 'unknown') : undefined;
}

/** A slot with what the booking needs to say about it: read before the transaction, outside any lock. */
interface SlotContext {
  slot_date: string;
  slot_time: string;
  is_available: boolean;
  current_bookings: number;
  max_bookings: number;
  doctor_name: string;
  doctor_phone: string | null;
  medical_center_id: string;
  medical_center_name: string;
  medical_center_address: string;
  medical_center_phone: string;
}

async function loadSlot(db: Kysely<Database>, slotId: string): Promise<SlotContext | undefined> {
  const row = await db
    .selectFrom('appointment_slots as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select([
      's.slot_date',
      's.slot_time',
      's.is_available',
      's.current_bookings',
      's.max_bookings',
      'd.title as doctor_title',
      'd.name as doctor_plain_name',
      'd.phone as doctor_phone',
      'c.id as medical_center_id',
      'c.name as medical_center_name',
      'c.address as medical_center_address',
      'c.phone as medical_center_phone',
    ])
    .where('s.id', '=', slotId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { doctor_title, doctor_plain_name, ...rest } = row;
  return { ...rest, slot_time: row.slot_time.slice(0, 5), doctor_name: `${doctor_title} ${doctor_plain_name}` };
}

const SLOT_NOT_FOUND = () => new BookingError(404, 'slot_not_found', 'errors.slotNotFound');

/** Why a slot in this state cannot be booked, in words the patient can act on; undefined when it can. */
function refusalFor(
  slot: Pick<SlotContext, 'slot_date' | 'slot_time' | 'is_available' | 'current_bookings' | 'max_bookings'>,
  now: Date,
): BookingError | undefined {
  const today = colomboToday(now);
  if (slot.slot_date < today || (slot.slot_date === today && slot.slot_time.slice(0, 5) <= colomboTimeOfDay(now))) {
    return new BookingError(409, 'slot_past', 'errors.slotPast');
  }
  if (slot.slot_date > addDays(today, BOOKING_WINDOW_DAYS - 1)) {
    return new BookingError(409, 'slot_too_far', messageKey('errors.slotTooFar', { days: BOOKING_WINDOW_DAYS }));
  }
  if (!slot.is_available) {
    return new BookingError(409, 'slot_unavailable', 'errors.slotUnavailable');
  }
  if (slot.current_bookings >= slot.max_bookings) {
    return new BookingError(409, 'slot_full', 'errors.slotFull');
  }
  return undefined;
}

async function confirmationOf(
  db: Kysely<Database>,
  record: AppointmentRecord,
  message = BOOKED_MESSAGE,
): Promise<BookingConfirmation> {
  const token = manageTokenFor(record.id);
  const hash = hashManageToken(token);
  // SESSION_SECRET changed since the booking (or a local run restarted): the retry gets a fresh working link.
  if (!sameHash(hash, record.manage_token_hash)) {
    await db.updateTable('appointments').set({ manage_token_hash: hash }).where('id', '=', record.id).execute();
  }
  return {
    appointment_id: record.id,
    message,
    reference: record.reference,
    manage_url: manageUrl(token),
    appointment: toBookedAppointment(record),
  };
}

async function replay(
  db: Kysely<Database>,
  idempotencyKey: string,
  slotId: string,
  now: Date,
): Promise<BookingConfirmation | undefined> {
  const first = await findAppointment(db, { idempotencyKey }, now);
  if (!first) return undefined;
  if (first.slot_id !== slotId) {
    throw new BookingError(422, 'idempotency_conflict', 'errors.idempotencyConflict');
  }
  return confirmationOf(db, first);
}

const SERVICE_UNAVAILABLE = () =>
  new BookingError(400, 'service_unavailable', 'errors.serviceUnavailable', {
    service_type: BOOKING_MESSAGES.service,
  });

/** The available service the request names: service_id, else service_type as a service's name or id. */
async function resolveService(db: Kysely<Database>, request: BookingRequest) {
  const named = request.service_type ?? '';
  let query = db.selectFrom('services').select(['id', 'name']).where('available', '=', true);
  if (request.service_id) query = query.where('id', '=', request.service_id);
  else if (z.uuid().safeParse(named).success) query = query.where('id', '=', named);
  else query = query.where(sql<string>`lower(name)`, '=', named.toLowerCase());
  const service = await query.executeTakeFirst();
  if (!service) throw SERVICE_UNAVAILABLE();
  return service;
}

export interface BookingResult {
  confirmation: BookingConfirmation;
  /** True when an earlier request with the same idempotency key had already booked it. */
  replayed: boolean;
}

/** The value of a read, or its error thrown, so that errors keep the order of the reads. */
function settled<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

export async function bookAppointment(
  db: Kysely<Database>,
  request: BookingRequest,
  options: { idempotencyKey?: string; now?: Date; clientAddress: string },
): Promise<BookingResult> {
  const now = options.now ?? new Date();
  const idempotencyKey = options.idempotencyKey ?? request.idempotency_key ?? undefined;
  try {
    return await takePlace(db, request, { idempotencyKey, clientAddress: options.clientAddress }, now);
  } catch (error) {
    // A retry of a booking that was made is not looked up first (a statement every new booking would pay for,
    // docs/booking-speed.md): it fails on its way like a copy of a request that raced itself, on the slot it
    // already filled, a limit it already counted, or the unique idempotency key, and is answered here. A parallel
    // copy of this very request may also have taken the last place: a refusal is seen after the copy committed
    // (the slot's row lock, or a committed read), so the lookup finds it.
    if (idempotencyKey && (error instanceof BookingError || error instanceof BookingLimitReached)) {
      const booked = await replay(db, idempotencyKey, request.slot_id, now);
      if (booked) return { confirmation: booked, replayed: true };
    }
    if (error instanceof BookingLimitReached) throw await refuseOverLimit(db, error, options.clientAddress, now);
    throw error;
  }
}

async function takePlace(
  db: Kysely<Database>,
  request: BookingRequest,
  { idempotencyKey, clientAddress }: { idempotencyKey?: string; clientAddress: string },
  now: Date,
): Promise<BookingResult> {
  // Everything that can be read is read before the transaction, so the slot's row lock is held for three
  // statements only; a slot already seen full is refused without queueing for that lock at all. The reads are
  // independent: one round trip of waiting instead of three (docs/booking-speed.md).
  const [serviceRead, slotRead, routesRead] = await Promise.allSettled([
    resolveService(db, request),
    loadSlot(db, request.slot_id),
    bookingRoutes(db),
  ]);
  const service = settled(serviceRead);
  const slot = settled(slotRead);
  if (!slot) throw SLOT_NOT_FOUND();
  const early = refusalFor(slot, now);
  if (early) throw early;
  const routes = settled(routesRead);
  const today = colomboToday(now);
  const id = randomUUID();
  const token = manageTokenFor(id);
  const patientName = patientNameOf(request);

  for (let attempt = 0; ; attempt++) {
    const reference = newReference();
    const facts: BookingFacts = {
      reference,
      patientName,
      patientPhone: request.patient_phone,
      patientEmail: request.patient_email,
      slotDate: slot.slot_date,
      slotTime: slot.slot_time,
      doctorName: slot.doctor_name,
      centerName: slot.medical_center_name,
      serviceType: service.name,
      patientNote: request.notes,
      locale: patientLocale(request.preferred_language),
    };
    try {
      await db.transaction().execute(async (trx) => {
        const taken = await trx
          .updateTable('appointment_slots')
          .set({ current_bookings: sql`current_bookings + 1` })
          .where('id', '=', request.slot_id)
          .where('is_available', '=', true)
          .whereRef('current_bookings', '<', 'max_bookings')
          .where('slot_date', '>=', today)
          .where('slot_date', '<=', addDays(today, BOOKING_WINDOW_DAYS - 1))
          .where((eb) =>
            eb.or([eb('slot_date', '>', today), eb('slot_time', '>', sql<string>`${colomboTimeOfDay(now)}::time`)]),
          )
          .returning('id')
          .executeTakeFirst();
        if (!taken) {
          const current = await trx
            .selectFrom('appointment_slots')
            .select(['slot_date', 'slot_time', 'is_available', 'current_bookings', 'max_bookings'])
            .where('id', '=', request.slot_id)
            .executeTakeFirst();
          throw current
            ? (refusalFor(current, now) ?? refusalFor({ ...current, current_bookings: current.max_bookings }, now))
            : SLOT_NOT_FOUND();
        }
        await countBooking(trx, request, clientAddress, now);

        await trx
          .insertInto('appointments')
          .values({
            id,
            reference,
            slot_id: request.slot_id,
            service_id: service.id,
            service_type: service.name,
            patient_name: patientName,
            patient_email: request.patient_email,
            patient_phone: request.patient_phone,
            first_name: request.first_name ?? null,
            last_name: request.last_name ?? null,
            date_of_birth: request.date_of_birth ?? null,
            gender: request.gender ?? null,
            preferred_language: request.preferred_language ?? null,
            how_did_you_hear: request.how_did_you_hear ?? null,
            health_conditions: request.health_conditions ?? null,
            current_medications: request.current_medications ?? null,
            emergency_contact: request.emergency_contact ?? null,
            emergency_phone: request.emergency_phone ?? null,
            patient_notes: request.notes ?? null,
            notes: combinedNotes(request),
            health_consent_at:
              request.health_consent && (request.health_conditions || request.current_medications) ? now : null,
            idempotency_key: idempotencyKey ?? null,
            manage_token_hash: hashManageToken(token),
          })
          .execute();
        const email = appointmentEmailData({
          reference,
          patient_name: patientName,
          patient_email: request.patient_email,
          slot_date: slot.slot_date,
          slot_time: slot.slot_time,
          doctor_name: slot.doctor_name,
          medical_center_name: slot.medical_center_name,
          medical_center_address: slot.medical_center_address,
          medical_center_phone: slot.medical_center_phone,
          service_type: service.name,
          preferred_language: request.preferred_language ?? null,
        });
        await enqueueMessages(
          trx,
          bookingCreatedMessages(
            { id, facts, email, manageUrl: manageUrl(token), doctorPhone: slot.doctor_phone },
            routes,
          ),
        );
      });
      return {
        confirmation: {
          appointment_id: id,
          message: BOOKED_MESSAGE,
          reference,
          manage_url: manageUrl(token),
          appointment: {
            reference,
            status: 'pending',
            patient_name: patientName,
            slot_date: slot.slot_date,
            slot_time: slot.slot_time,
            doctor_name: slot.doctor_name,
            medical_center_id: slot.medical_center_id,
            medical_center_name: slot.medical_center_name,
            medical_center_address: slot.medical_center_address,
            medical_center_phone: slot.medical_center_phone,
            service_type: service.name,
            can_cancel: canCancelOnline(
              { status: 'pending', slot_date: slot.slot_date, slot_time: slot.slot_time },
              now,
            ),
          },
        },
        replayed: false,
      };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'appointments_reference_key' && attempt < 3) continue;
      if (constraint === 'appointments_idempotency_key_key' && idempotencyKey) {
        // The same request raced itself: the first one committed; answer it.
        const first = await replay(db, idempotencyKey, request.slot_id, now);
        if (first) return { confirmation: first, replayed: true };
      }
      if (constraint === 'appointments_one_per_patient_slot') {
        throw new BookingError(409, 'already_booked', 'errors.alreadyBooked');
      }
      throw error;
    }
  }
}
