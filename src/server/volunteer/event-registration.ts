// Event registrations: an event never takes more registrations than its volunteers_needed (DESIGN "Capacity is
// never exceeded"). Taking a place is ONE conditional update of volunteer_events.registered_count inside the
// transaction that inserts the registration, with the table's CHECK as the last guard; a duplicate e-mail rolls
// the place back with the rest of the transaction.
import type { Kysely } from 'kysely';
import { colomboToday } from '../../lib/colombo-time.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { staffAlertsFor } from '../staff-alerts/staff-alerts.ts';
import { findEvent, isUpcoming, type VolunteerEventEntry } from './catalog.ts';
import { REGISTRATION_MESSAGES } from './event-registration-rules.ts';
import type { EventRegistration } from './event-registration-schema.ts';

export const EVENT_FULL_MESSAGE = 'Sorry, this event is full. Every volunteer place has been taken.';
export const ALREADY_REGISTERED_MESSAGE = 'You are already registered for this event with this email address.';
export const EVENT_PAST_MESSAGE = 'This event has already taken place.';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function registerForEvent(db: Kysely<Database>, registration: EventRegistration, now = new Date()) {
  const event = findEvent(registration.event_id);
  if (!event) {
    const message = REGISTRATION_MESSAGES.eventRequired;
    throw new HttpError(400, message, { fields: { event_id: message } });
  }
  if (!isUpcoming(event, colomboToday(now))) throw new HttpError(409, EVENT_PAST_MESSAGE, { code: 'event_past' });
  try {
    return await db.transaction().execute(async (trx) => {
      // The row only counts places; it follows the content's volunteers_needed (never below the places taken).
      await trx
        .insertInto('volunteer_events')
        .values({ id: event.id, volunteers_needed: event.volunteersNeeded })
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((eb) => ({
            volunteers_needed: eb.fn('greatest', [
              eb.ref('excluded.volunteers_needed'),
              eb.ref('volunteer_events.registered_count'),
            ]),
          })),
        )
        .execute();
      const place = await trx
        .updateTable('volunteer_events')
        .set((eb) => ({ registered_count: eb('registered_count', '+', 1) }))
        .where('id', '=', event.id)
        .whereRef('registered_count', '<', 'volunteers_needed')
        .returning(['registered_count', 'volunteers_needed'])
        .executeTakeFirst();
      if (!place) throw new HttpError(409, EVENT_FULL_MESSAGE, { code: 'event_full' });
      const row = await trx
        .insertInto('event_registrations')
        .values({
          event_id: event.id,
          name: registration.name,
          email: registration.email,
          phone: registration.phone,
          message: registration.message,
        })
        .returning(['id', 'event_id', 'created_at'])
        .executeTakeFirstOrThrow();
      const placesLeft = place.volunteers_needed - place.registered_count;
      await enqueueMessages(trx, [
        confirmation(event, registration, row.id),
        ...(await staffAlertsFor(trx, {
          event: 'new_event_registration',
          id: row.id,
          title: `New registration for ${event.title}`,
          summary: `${registration.name} (${registration.phone}, ${registration.email}) registered for ${event.title}; ${placesLeft} place${placesLeft === 1 ? '' : 's'} left.`,
          adminPath: '/admin/events',
        })),
      ]);
      return { ...row, spots_left: placesLeft };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ALREADY_REGISTERED_MESSAGE, { code: 'already_registered' });
    throw error;
  }
}

function confirmation(event: VolunteerEventEntry, registration: EventRegistration, id: string) {
  return {
    channel: 'email' as const,
    recipient: registration.email,
    subject: `You are registered: ${event.title}`,
    body: [
      `Dear ${registration.name},`,
      '',
      `Thank you for volunteering at ${event.title}.`,
      `When: ${event.date}`,
      `Where: ${event.location}`,
      '',
      'Our volunteer coordinator will contact you with the details before the day.',
    ].join('\n'),
    dedupeKey: `event-registration:${id}`,
  };
}

/** Places taken per event id (events nobody has registered for yet have no row). */
export async function registeredCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('volunteer_events').select(['id', 'registered_count']).execute();
  return new Map(rows.map((row) => [row.id, row.registered_count]));
}

/** An event as the API answers it: the documented field names (spec 001 section 3), with the places left. */
export interface EventWithPlaces {
  id: string;
  title: string;
  date: string;
  starts_on: string | null;
  ends_on: string | null;
  location: string;
  description: string;
  volunteers_needed: number;
  type: VolunteerEventEntry['type'];
  registered_count: number;
  spots_left: number;
}

/** The events (upcoming ones only, or all) with the places left from the database's counts. */
export async function listEventsWithPlaces(
  db: Kysely<Database>,
  events: readonly VolunteerEventEntry[],
): Promise<EventWithPlaces[]> {
  const counts = await registeredCounts(db);
  return events.map((event) => {
    const registered = counts.get(event.id) ?? 0;
    return {
      id: event.id,
      title: event.title,
      date: event.date,
      starts_on: event.startsOn ?? null,
      ends_on: event.endsOn ?? null,
      location: event.location,
      description: event.description,
      volunteers_needed: event.volunteersNeeded,
      type: event.type,
      registered_count: registered,
      spots_left: Math.max(0, event.volunteersNeeded - registered),
    };
  });
}
