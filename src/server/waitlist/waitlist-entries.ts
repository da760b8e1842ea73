// The waitlist from the person's side (docs/product-rules.md "Waitlist"): joining a doctor's full day from the
// wizard, and what their private link does: show where they stand, claim the place offered (booked through the
// booking's own guard, in the transaction that marks the offer used), decline it, or leave the list. A declined or
// left offer gives its held place back through freePlace, which offers it to the next person waiting.
import { randomUUID } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { messageKey } from '../../i18n/translate.ts';
import { BOOKING_MESSAGES, BOOKING_WINDOW_DAYS, bookingRequestSchema } from '../../shared/booking/booking-schema.ts';
import { addDays, colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import type {
  JoinWaitlistRequest,
  WaitlistEntryView,
  WaitlistJoined,
  WaitlistStatus,
} from '../../shared/waitlist/waitlist.ts';
import { bookAppointment, uniqueViolation } from '../booking/book-appointment.ts';
import { BookingError } from '../booking/booking-error.ts';
import { freePlace } from '../booking/cancel-appointment.ts';
import { hashManageToken, manageTokenFor, manageUrl, waitlistTokenFor, waitlistUrl } from '../booking/manage-token.ts';
import { doctorNameIn, patientLocale } from '../booking/patient-language.ts';
import type { Database } from '../db/schema.ts';
import { waitlistJoinedEmail } from '../email/messages.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { WaitlistError } from './waitlist-error.ts';

const NOT_FOUND = () => new WaitlistError(404, 'waitlist_not_found', 'errors.waitlistNotFound');
const NOT_LIVE = () => new WaitlistError(409, 'offer_not_live', 'errors.offerNotLive');

function entryQuery(db: Kysely<Database>) {
  return db
    .selectFrom('waitlist_entries as w')
    .innerJoin('doctors as d', 'd.id', 'w.doctor_id')
    .innerJoin('medical_centers as c', 'c.id', 'w.medical_center_id')
    .leftJoin('appointment_slots as s', 's.id', 'w.offer_slot_id')
    .leftJoin('appointments as a', 'a.id', 'w.appointment_id')
    .select([
      'w.id',
      'w.status',
      'w.doctor_id',
      'w.medical_center_id',
      'w.slot_date',
      'w.queue_position',
      'w.patient_name',
      'w.patient_phone',
      'w.offer_expires_at',
      'w.appointment_id',
      'd.title as doctor_title',
      'd.name as doctor_plain_name',
      'd.name_si as doctor_name_si',
      'd.name_ta as doctor_name_ta',
      'w.preferred_language as waiting_language',
      'c.name as medical_center_name',
      'c.phone as medical_center_phone',
      's.slot_time as offer_slot_time',
      'a.reference',
    ]);
}

type EntryRow = NonNullable<Awaited<ReturnType<ReturnType<typeof entryQuery>['executeTakeFirst']>>>;

async function viewOf(db: Kysely<Database>, row: EntryRow): Promise<WaitlistEntryView> {
  let ahead: number | null = null;
  if (row.status === 'waiting') {
    const { count } = await db
      .selectFrom('waitlist_entries')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('doctor_id', '=', row.doctor_id)
      .where('medical_center_id', '=', row.medical_center_id)
      .where('slot_date', '=', row.slot_date)
      .where('status', '=', 'waiting')
      .where('queue_position', '<', row.queue_position)
      .executeTakeFirstOrThrow();
    ahead = Number(count);
  }
  return {
    status: row.status,
    patient_name: row.patient_name,
    date: row.slot_date,
    doctor_name: doctorNameIn(row, patientLocale(row.waiting_language)),
    medical_center_id: row.medical_center_id,
    medical_center_name: row.medical_center_name,
    medical_center_phone: row.medical_center_phone,
    ahead,
    offer:
      row.status === 'offered' && row.offer_slot_time && row.offer_expires_at
        ? { slot_time: row.offer_slot_time.slice(0, 5), expires_at: row.offer_expires_at.toISOString() }
        : null,
    booking:
      row.status === 'booked' && row.appointment_id && row.reference
        ? { reference: row.reference, manage_url: manageUrl(manageTokenFor(row.appointment_id)) }
        : null,
  };
}

async function entryById(db: Kysely<Database>, id: string): Promise<WaitlistEntryView> {
  return viewOf(db, await entryQuery(db).where('w.id', '=', id).executeTakeFirstOrThrow());
}

async function entryIdOf(db: Kysely<Database>, token: string): Promise<string> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select('id')
    .where('token_hash', '=', hashManageToken(token))
    .executeTakeFirst();
  if (!row) throw NOT_FOUND();
  return row.id;
}

/** The day must be one the wizard books, with sessions still to come, every one of them full. */
async function checkDayIsFull(db: Kysely<Database>, request: JoinWaitlistRequest, now: Date): Promise<void> {
  const today = colomboToday(now);
  if (request.date < today || request.date > addDays(today, BOOKING_WINDOW_DAYS - 1)) {
    throw new WaitlistError(422, 'no_sessions', 'errors.waitlistNoSessions');
  }
  const slots = await db
    .selectFrom('appointment_slots')
    .select(['slot_time', 'current_bookings', 'max_bookings'])
    .where('doctor_id', '=', request.doctor_id)
    .where('medical_center_id', '=', request.medical_center_id)
    .where('slot_date', '=', request.date)
    .where('is_available', '=', true)
    .execute();
  const service = await db
    .selectFrom('services')
    .select('id')
    .where('id', '=', request.service_id)
    .where('available', '=', true)
    .executeTakeFirst();
  if (!service) {
    throw new BookingError(400, 'service_unavailable', 'errors.serviceUnavailable', {
      service_id: BOOKING_MESSAGES.service,
    });
  }
  const timeOfDay = colomboTimeOfDay(now);
  const open = slots.filter((slot) => request.date > today || slot.slot_time.slice(0, 5) > timeOfDay);
  if (open.length === 0) throw new WaitlistError(422, 'no_sessions', 'errors.waitlistNoSessions');
  if (open.some((slot) => slot.current_bookings < slot.max_bookings)) {
    throw new WaitlistError(409, 'day_not_full', 'errors.waitlistDayNotFull');
  }
}

function liveEntryOf(db: Kysely<Database>, request: JoinWaitlistRequest) {
  return db
    .selectFrom('waitlist_entries')
    .select(['id', 'patient_phone'])
    .where('doctor_id', '=', request.doctor_id)
    .where('medical_center_id', '=', request.medical_center_id)
    .where('slot_date', '=', request.date)
    .where(sql<string>`lower(patient_email)`, '=', request.patient_email.toLowerCase())
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();
}

/**
 * The person already waiting for this day (same e-mail) is answered with their entry; its link only when the phone
 * is theirs too, so an e-mail address alone never opens someone's entry.
 */
async function existing(
  db: Kysely<Database>,
  request: JoinWaitlistRequest,
  entry: { id: string; patient_phone: string },
): Promise<WaitlistJoined> {
  const same = entry.patient_phone === request.patient_phone;
  // SESSION_SECRET changed since the join (or a local run restarted): the link handed back must work.
  if (same) {
    const hash = hashManageToken(waitlistTokenFor(entry.id));
    await db.updateTable('waitlist_entries').set({ token_hash: hash }).where('id', '=', entry.id).execute();
  }
  return {
    entry: await entryById(db, entry.id),
    link: same ? waitlistUrl(waitlistTokenFor(entry.id)) : null,
    created: false,
  };
}

/** POST /api/waitlist: puts the person at the end of the doctor's full day's list, with a link to leave it. */
export async function joinWaitlist(
  db: Kysely<Database>,
  request: JoinWaitlistRequest,
  now = new Date(),
): Promise<WaitlistJoined> {
  const already = await liveEntryOf(db, request);
  if (already) return existing(db, request, already);
  await checkDayIsFull(db, request, now);
  const id = randomUUID();
  const link = waitlistUrl(waitlistTokenFor(id));
  try {
    await db.transaction().execute(async (trx) => {
      const place = await trx
        .insertInto('waitlist_entries')
        .values({
          id,
          doctor_id: request.doctor_id,
          medical_center_id: request.medical_center_id,
          slot_date: request.date,
          service_id: request.service_id,
          patient_name: request.patient_name,
          patient_phone: request.patient_phone,
          patient_email: request.patient_email,
          preferred_language: request.preferred_language,
          token_hash: hashManageToken(waitlistTokenFor(id)),
          queue_position: now.getTime() / 1000,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const names = await trx
        .selectFrom(['doctors as d', 'medical_centers as c'])
        .select(['d.title', 'd.name', 'c.name as center_name'])
        .where('d.id', '=', request.doctor_id)
        .where('c.id', '=', request.medical_center_id)
        .executeTakeFirstOrThrow();
      await enqueueMessages(trx, [
        waitlistJoinedEmail(
          {
            patientName: request.patient_name,
            patientEmail: request.patient_email,
            date: request.date,
            doctor: `${names.title} ${names.name}`,
            centreName: names.center_name,
            locale: patientLocale(request.preferred_language),
            waitlistUrl: link,
          },
          `waitlist:${place.id}:joined`,
        ),
      ]);
    });
  } catch (error) {
    // The same person joining twice at once: the first one's entry is the answer.
    const raced = uniqueViolation(error) === 'waitlist_entries_one_per_person' && (await liveEntryOf(db, request));
    if (raced) return existing(db, request, raced);
    throw error;
  }
  return { entry: await entryById(db, id), link, created: true };
}

/** What the private link shows. */
export async function viewWaitlistEntry(db: Kysely<Database>, token: string): Promise<WaitlistEntryView> {
  return entryById(db, await entryIdOf(db, token));
}

/**
 * Ends a live entry as `status` ('declined' only from an offer), in one transaction: a held place goes back through
 * freePlace, to the next person waiting. Answers false when the entry was not in one of `from` any more.
 */
export async function endEntry(
  trx: Transaction<Database>,
  id: string,
  from: readonly WaitlistStatus[],
  status: Extract<WaitlistStatus, 'declined' | 'lapsed' | 'left'>,
  now: Date,
  expiredOnly = false,
): Promise<boolean> {
  let update = trx
    .updateTable('waitlist_entries')
    .set({ status, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...from]);
  if (expiredOnly) update = update.where('offer_expires_at', '<=', now);
  const ended = await update.returning('offer_slot_id').executeTakeFirst();
  if (!ended) return false;
  // Only an offered entry has a slot (a waiting one was never offered: offers end the entry).
  if (ended.offer_slot_id) await freePlace(trx, ended.offer_slot_id, now);
  return true;
}

/** Declines the offer: the place goes to the next person waiting; this person's entry ends. */
export async function declineWaitlistOffer(db: Kysely<Database>, token: string, now = new Date()) {
  const id = await entryIdOf(db, token);
  await db.transaction().execute(async (trx) => {
    if (!(await endEntry(trx, id, ['offered'], 'declined', now))) throw NOT_LIVE();
  });
  return entryById(db, id);
}

/** Leaves the list, from waiting or with an offer (its place then goes to the next person); leaving twice is fine. */
export async function leaveWaitlist(db: Kysely<Database>, token: string, now = new Date()) {
  const id = await entryIdOf(db, token);
  await db.transaction().execute(async (trx) => {
    if (await endEntry(trx, id, ['waiting', 'offered'], 'left', now)) return;
    const { status } = await trx
      .selectFrom('waitlist_entries')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (status !== 'left') throw NOT_LIVE();
  });
  return entryById(db, id);
}

/**
 * Claims the offer: books the held place for the service chosen when joining, through the booking's statement and
 * guard, in the transaction that marks the offer used. Two claims at once: the second finds the offer used (409).
 */
export async function claimWaitlistOffer(
  db: Kysely<Database>,
  token: string,
  clientAddress: string,
  now = new Date(),
): Promise<WaitlistEntryView> {
  const id = await entryIdOf(db, token);
  const entry = await db.selectFrom('waitlist_entries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (entry.status !== 'offered' || !entry.offer_slot_id || !entry.offer_expires_at) throw NOT_LIVE();
  if (entry.offer_expires_at <= now) throw new WaitlistError(409, 'offer_expired', 'errors.offerExpired');
  const slotId = entry.offer_slot_id;
  const request = bookingRequestSchema.parse({
    slot_id: slotId,
    patient_name: entry.patient_name,
    patient_email: entry.patient_email,
    patient_phone: entry.patient_phone,
    service_id: entry.service_id,
    preferred_language: entry.preferred_language,
  });
  await bookAppointment(db, request, {
    clientAddress,
    now,
    claim: async (trx, appointmentId) => {
      const used = await trx
        .updateTable('waitlist_entries')
        .set({ status: 'booked', appointment_id: appointmentId, updated_at: now })
        .where('id', '=', id)
        .where('status', '=', 'offered')
        .where('offer_slot_id', '=', slotId)
        .where('offer_expires_at', '>', now)
        .returning('id')
        .executeTakeFirst();
      if (!used) throw NOT_LIVE();
      await trx
        .updateTable('appointment_slots')
        .set({ current_bookings: sql`current_bookings - 1` })
        .where('id', '=', slotId)
        .where('current_bookings', '>', 0)
        .execute();
    },
  });
  return entryById(db, id);
}

/** Joins from one connection: a family fills a few, a script filling lists (and inboxes) is stopped. */
export function throttleWaitlistJoins(db: Kysely<Database>, address: string): Promise<void> {
  return enforceRateLimit(db, { bucket: 'waitlist', limit: 10, windowSeconds: 3600 }, address, (minutes) =>
    messageKey('errors.tooManySignUps', { minutes }),
  );
}
