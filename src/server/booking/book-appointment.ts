// Booking a place (docs/decisions.md "Capacity is never exceeded", "Messages are never lost"), in two statements
// (docs/booking-speed.md): one read of everything the booking needs (the service, the slot with its doctor and
// centre, the Settings), then ONE data-modifying statement that
//   1. takes a place with a conditional update of the slot (available, not started, within 30 days, not full);
//      concurrent bookings queue on the slot's row lock and each re-checks the condition, so the k-th place goes
//      to exactly one of them, and the CHECK (current_bookings <= max_bookings) is the last guard;
//   2. inserts the appointment only if the place was taken (unique: one live booking per patient and slot; one
//      booking per idempotency key);
//   3. queues the messages the booking owes (booking-created.ts) only if the appointment was inserted.
// A statement is atomic: anything failing undoes all three. With the booking limits on, the statement and the
// limits' counters share a transaction. A retry with the same idempotency key answers the first booking (its
// insert would break the key's unique index; the refusals on the way there are checked for it too).
import { randomInt, randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { z } from 'zod';
import type { Locale } from '../../i18n/locales.ts';
import { messageKey } from '../../i18n/translate.ts';
import {
  BOOKING_MESSAGES,
  BOOKING_WINDOW_DAYS,
  type BookingConfirmation,
  type BookingRequest,
  patientNameOf,
} from '../../shared/booking/booking-schema.ts';
import {
  BOOKED_VIA_LABELS,
  type BookedVia,
  enumLabel,
  GENDER_LABELS,
  HEARD_FROM_LABELS,
  PREFERRED_LANGUAGE_LABELS,
} from '../../shared/enums.ts';
import { addDays, colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import { compileOnce } from '../db/compile-once.ts';
import type { Database } from '../db/schema.ts';
import { appointmentEmailData } from '../email/messages.ts';
import { OUTBOX_COLUMNS, type OutgoingMessage, outboxRecords } from '../outbox/enqueue.ts';
import { bookingConsents } from '../rights/consents.ts';
import { settingsFrom, settingsRowsQuery } from '../settings/settings-queries.ts';
import type { BookingFacts } from '../sms/booking-messages.ts';
import { whatsappOptedOut } from '../whatsapp/opt-outs.ts';
import {
  type AppointmentRecord,
  canCancelOnline,
  findAppointment,
  SLOT_PLACE_COLUMNS,
  toBookedAppointment,
} from './appointment-details.ts';
import { bookingCreatedMessages, staffRoutesIn } from './booking-created.ts';
import { BookingError } from './booking-error.ts';
import { BookingLimitReached, bookingLimitsOn, countBooking, refuseOverLimit } from './booking-limits.ts';
import { requestFingerprint } from './idempotency.ts';
import { hashManageToken, manageTokenFor, manageUrl, sameHash } from './manage-token.ts';
import { doctorNameIn, patientLocale } from './patient-language.ts';

const BOOKED_MESSAGE = 'Appointment booked successfully!';

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference read out on the phone: WK- and six letters or digits that cannot be mistaken (no 0/O, 1/I/L). */
export function newReference(): string {
  let code = '';
  for (let index = 0; index < 6; index++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `WK-${code}`;
}

/** The agreed combined notes text, built from the structured fields (what staff read as "notes"). */
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

/** The constraint a unique violation broke (PostgreSQL 23505), or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  const { code, constraint } = (error ?? {}) as PgError;
  return code === '23505' ? (constraint ?? 'unknown') : undefined;
}

/** A slot with what the booking needs to say about it: read before the booking's statement, outside any lock. */
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

function slotQuery(db: Kysely<Database>, slotId: string) {
  return db
    .selectFrom('appointment_slots as s')
    .innerJoin('doctors as d', 'd.id', 's.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 's.medical_center_id')
    .select([...SLOT_PLACE_COLUMNS, 's.is_available', 's.current_bookings', 's.max_bookings'])
    .where('s.id', '=', slotId);
}

export const SLOT_NOT_FOUND = () => new BookingError(404, 'slot_not_found', 'errors.slotNotFound');

const SLOT_FULL = () => new BookingError(409, 'slot_full', 'errors.slotFull');

/** Why a slot in this state cannot be booked, in words the patient can act on; undefined when it can. */
export function refusalFor(
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
  if (slot.current_bookings >= slot.max_bookings) return SLOT_FULL();
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

/**
 * The booking an earlier request with this key made, when this request is that same request (every field alike:
 * idempotency.ts); another request with the key is refused and learns nothing of the first booking.
 */
async function replay(
  db: Kysely<Database>,
  idempotencyKey: string,
  request: BookingRequest,
  now: Date,
): Promise<BookingConfirmation | undefined> {
  const used = await db
    .selectFrom('appointments')
    .select('idempotency_fingerprint')
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!used) return undefined;
  if (used.idempotency_fingerprint !== requestFingerprint(request)) {
    throw new BookingError(422, 'idempotency_conflict', 'errors.idempotencyConflict');
  }
  const first = await findAppointment(db, { idempotencyKey }, now);
  return first && confirmationOf(db, first);
}

const SERVICE_UNAVAILABLE = () =>
  new BookingError(400, 'service_unavailable', 'errors.serviceUnavailable', {
    service_type: BOOKING_MESSAGES.service,
  });

/** How the request names its service: by id (service_id, or service_type holding one), else by name. */
function serviceLookup(request: BookingRequest): { by: 'id' | 'name'; key: string } {
  if (request.service_id) return { by: 'id', key: request.service_id };
  const named = request.service_type ?? '';
  return z.uuid().safeParse(named).success ? { by: 'id', key: named } : { by: 'name', key: named.toLowerCase() };
}

/**
 * Everything the booking reads, in one statement compiled once per kind of service lookup, outside any lock: one
 * round trip instead of three (docs/booking-speed.md). Refusals keep their order: an unavailable service before an
 * unknown slot.
 */
const bookingRead = compileOnce(
  (db, by: 'id' | 'name', serviceKey: string, slotId: string) => {
    const services = db.selectFrom('services').select(['id', 'name']).where('available', '=', true);
    return db.selectNoFrom([
      jsonObjectFrom(
        by === 'id' ? services.where('id', '=', serviceKey) : services.where(sql<string>`lower(name)`, '=', serviceKey),
      ).as('service'),
      jsonObjectFrom(slotQuery(db, slotId)).as('slot'),
      jsonArrayFrom(settingsRowsQuery(db)).as('settings'),
    ]);
  },
  (by) => by,
);

async function readForBooking(db: Kysely<Database>, request: BookingRequest) {
  const lookup = serviceLookup(request);
  const [read] = (await bookingRead(db, lookup.by, lookup.key, request.slot_id)).rows;
  if (!read?.service) throw SERVICE_UNAVAILABLE();
  if (!read.slot) throw SLOT_NOT_FOUND();
  const { doctor_title, doctor_plain_name, doctor_name_si, doctor_name_ta, ...slot } = read.slot;
  const doctor = { doctor_title, doctor_plain_name, doctor_name_si, doctor_name_ta };
  const settings = settingsFrom(read.settings);
  return {
    service: read.service,
    slot: { ...slot, slot_time: slot.slot_time.slice(0, 5), doctor_name: doctorNameIn(doctor, 'en') },
    /** The doctor's name in the patient's language, for the patient's e-mail and confirmation. */
    doctorNameFor: (locale: Locale) => doctorNameIn(doctor, locale),
    routes: staffRoutesIn(settings, 'new_appointment'),
    noticeHours: settings.patientNoticeHours,
  };
}

export interface BookingResult {
  confirmation: BookingConfirmation;
  /** True when an earlier request with the same idempotency key had already booked it. */
  replayed: boolean;
}

/** A booking staff make for a caller on the phone or a walk-in: who made it and how, logged with the booking. */
export interface StaffBooker {
  actor: Actor;
  via: Exclude<BookedVia, 'online'>;
}

/**
 * A waitlist offer being claimed (waitlist/waitlist-entries.ts): run first in the booking's transaction with the
 * new appointment's id, it marks the offer used and gives its held place back to the slot, so that the booking's
 * own guard takes it again; anything refused undoes both.
 */
export type HeldPlaceClaim = (trx: Transaction<Database>, appointmentId: string) => Promise<void>;

export async function bookAppointment(
  db: Kysely<Database>,
  request: BookingRequest,
  options: { idempotencyKey?: string; now?: Date; clientAddress: string; staff?: StaffBooker; claim?: HeldPlaceClaim },
): Promise<BookingResult> {
  const now = options.now ?? new Date();
  const idempotencyKey = options.idempotencyKey ?? request.idempotency_key ?? undefined;
  const { clientAddress, staff, claim } = options;
  try {
    return await takePlace(db, request, { idempotencyKey, clientAddress, staff, claim }, now);
  } catch (error) {
    // A retry of a booking that was made is not looked up first (a statement every new booking would pay for,
    // docs/booking-speed.md): it fails on its way like a copy of a request that raced itself, on the slot it
    // already filled, a limit it already counted, or the unique idempotency key, and is answered here. A parallel
    // copy of this very request may also have taken the last place: a refusal is seen after the copy committed
    // (the slot's row lock, or a committed read), so the lookup finds it.
    if (idempotencyKey && (error instanceof BookingError || error instanceof BookingLimitReached)) {
      const booked = await replay(db, idempotencyKey, request, now);
      if (booked) return { confirmation: booked, replayed: true };
    }
    if (error instanceof BookingLimitReached) throw await refuseOverLimit(db, error, options.clientAddress, now);
    throw error;
  }
}

/** Why the slot's place was not taken: its state now (committed, so a parallel booking that filled it is seen). */
async function refusalNow(db: Kysely<Database>, slotId: string, now: Date): Promise<BookingError> {
  const current = await db
    .selectFrom('appointment_slots')
    .select(['slot_date', 'slot_time', 'is_available', 'current_bookings', 'max_bookings'])
    .where('id', '=', slotId)
    .executeTakeFirst();
  // A place freed since (a cancellation) does not change what the statement met: a full slot.
  return current ? (refusalFor(current, now) ?? SLOT_FULL()) : SLOT_NOT_FOUND();
}

/**
 * The booking's one statement, compiled once per column list: takes the slot's place, inserts the appointment if it
 * did, queues the messages if that did; answers the appointment's id, or nothing when the place was not taken. The
 * rows go in as JSON typed by the tables themselves (json_populate_record), every column the appointment names.
 */
const bookingStatement = compileOnce(
  (
    _db,
    columns: readonly string[],
    slotId: string,
    today: string,
    lastDay: string,
    timeOfDay: string,
    appointment: string,
    messages: string,
    consents: string,
    newsletterEmail: string | null,
  ) => {
    const list = (prefix: string, names: readonly string[]) =>
      sql.join(names.map((name) => (prefix ? sql.ref(`${prefix}.${name}`) : sql.ref(name))));
    return sql<{ id: string }>`
      with taken as (
        update appointment_slots set current_bookings = current_bookings + 1
        where id = ${slotId} and is_available and current_bookings < max_bookings
          and slot_date >= ${today}::date and slot_date <= ${lastDay}::date
          and (slot_date > ${today}::date or slot_time > ${timeOfDay}::time)
        returning id
      ), booked as (
        insert into appointments (${list('', columns)})
        select ${list('a', columns)}
        from taken, json_populate_record(null::appointments, ${appointment}::json) a
        returning id
      ), queued as (
        insert into outbox_messages (${list('', OUTBOX_COLUMNS)})
        select ${list('m', OUTBOX_COLUMNS)}
        from booked, json_populate_recordset(null::outbox_messages, ${messages}::json) m
        on conflict (dedupe_key) do nothing
      ), consented as (
        insert into consent_records (appointment_id, purpose, granted, wording_version, source, recorded_at)
        select booked.id, c.purpose, c.granted, c.wording_version, 'booking', c.recorded_at
        from booked, json_populate_recordset(null::consent_records, ${consents}::json) c
      ), subscribed as (
        insert into newsletter_subscribers (email)
        select ${newsletterEmail}::text from booked where ${newsletterEmail}::text is not null
        on conflict (email) do update set unsubscribed_at = null
      )
      select id from booked`;
  },
  (columns) => columns.join(),
);

/** The activity-log entry of a booking staff made, in the booking's transaction. */
function logStaffBooking(
  trx: Kysely<Database>,
  { actor, via }: StaffBooker,
  booking: {
    id: string;
    reference: string;
    patientName: string;
    slot: Pick<SlotContext, 'slot_date' | 'slot_time' | 'doctor_name'>;
  },
  now: Date,
) {
  const { slot } = booking;
  return logChange(
    trx,
    actor,
    {
      action: 'appointment_booked_by_staff',
      description: `Booked ${booking.reference} for ${booking.patientName} (${BOOKED_VIA_LABELS[via].toLowerCase()}): ${slot.doctor_name}, ${slot.slot_date} ${slot.slot_time}`,
      metadata: { appointmentId: booking.id, via },
    },
    now,
  );
}

/** Runs the booking's statement for this appointment and its messages at `now`. */
function book(
  db: Kysely<Database>,
  slotId: string,
  appointment: Insertable<Database['appointments']>,
  messages: OutgoingMessage[],
  consents: BookingRequest['consents'],
  now: Date,
) {
  const today = colomboToday(now);
  return bookingStatement(
    db,
    Object.keys(appointment),
    slotId,
    today,
    addDays(today, BOOKING_WINDOW_DAYS - 1),
    colomboTimeOfDay(now),
    JSON.stringify(appointment),
    outboxRecords(messages),
    bookingConsents(consents, now),
    consents?.newsletter === true ? appointment.patient_email.trim().toLowerCase() : null,
  );
}

async function takePlace(
  db: Kysely<Database>,
  request: BookingRequest,
  {
    idempotencyKey,
    clientAddress,
    staff,
    claim,
  }: { idempotencyKey?: string; clientAddress: string; staff?: StaffBooker; claim?: HeldPlaceClaim },
  now: Date,
): Promise<BookingResult> {
  const { service, slot, routes, noticeHours, doctorNameFor } = await readForBooking(db, request);
  const patientDoctorName = doctorNameFor(patientLocale(request.preferred_language));
  // A slot already seen full (or past, or closed) is refused without queueing for its row lock at all; a claimed
  // offer's slot looks full because its place is held for the claimant.
  const early = claim ? undefined : refusalFor(slot, now);
  if (early) throw early;
  const id = randomUUID();
  const token = manageTokenFor(id);
  const patientName = patientNameOf(request);
  const fingerprint = idempotencyKey ? requestFingerprint(request) : null;
  // WhatsApp only when the patient chose it; a number that answered STOP gets SMS (docs/whatsapp.md "Routing").
  const whatsapp = request.whatsapp === true;
  const optedOut = whatsapp && (await whatsappOptedOut(db, request.patient_phone));

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
    const appointment = {
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
      idempotency_fingerprint: fingerprint,
      manage_token_hash: hashManageToken(token),
      whatsapp_opt_in: whatsapp,
      booked_via: staff?.via ?? 'online',
      booked_by: staff?.actor.adminId ?? null,
    } satisfies Insertable<Database['appointments']>;
    const email = appointmentEmailData({
      reference,
      patient_name: patientName,
      patient_email: request.patient_email,
      slot_date: slot.slot_date,
      slot_time: slot.slot_time,
      doctor_name: patientDoctorName,
      medical_center_name: slot.medical_center_name,
      medical_center_address: slot.medical_center_address,
      medical_center_phone: slot.medical_center_phone,
      service_type: service.name,
      preferred_language: request.preferred_language ?? null,
    });
    const messages = bookingCreatedMessages(
      {
        id,
        facts,
        email,
        manageUrl: manageUrl(token),
        doctorPhone: slot.doctor_phone,
        whatsapp: whatsapp && !optedOut,
      },
      routes,
    );
    const statement = (on: Kysely<Database>) => book(on, request.slot_id, appointment, messages, request.consents, now);
    try {
      if (bookingLimitsOn() || staff || claim) {
        // The limits' counters are counted after the place is taken, in the same transaction: a booking refused
        // for any reason takes its counts back (booking-limits.ts). A staff booking is logged in it too.
        await db.transaction().execute(async (trx) => {
          if (claim) await claim(trx, id);
          const { rows } = await statement(trx);
          if (rows.length === 0) throw await refusalNow(trx, request.slot_id, now);
          await countBooking(trx, request, clientAddress, now, { byStaff: staff !== undefined });
          if (staff) await logStaffBooking(trx, staff, { id, reference, patientName, slot }, now);
        });
      } else {
        const { rows } = await statement(db);
        if (rows.length === 0) throw await refusalNow(db, request.slot_id, now);
      }
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
            doctor_name: patientDoctorName,
            doctor_id: slot.doctor_id,
            medical_center_id: slot.medical_center_id,
            medical_center_name: slot.medical_center_name,
            medical_center_address: slot.medical_center_address,
            medical_center_phone: slot.medical_center_phone,
            service_type: service.name,
            can_cancel: canCancelOnline(
              { status: 'pending', slot_date: slot.slot_date, slot_time: slot.slot_time },
              noticeHours,
              now,
            ),
            notice_hours: noticeHours,
          },
        },
        replayed: false,
      };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'appointments_reference_key' && attempt < 3) continue;
      if (constraint === 'appointments_idempotency_key_key' && idempotencyKey) {
        // The same request raced itself: the first one committed; answer it.
        const first = await replay(db, idempotencyKey, request, now);
        if (first) return { confirmation: first, replayed: true };
      }
      if (constraint === 'appointments_one_per_patient_slot') {
        throw new BookingError(409, 'already_booked', 'errors.alreadyBooked');
      }
      throw error;
    }
  }
}
