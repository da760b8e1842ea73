// Event registrations: an event never takes more registrations than its volunteers_needed (docs/decisions.md "Capacity is
// never exceeded"). Taking a place is ONE conditional update of volunteer_events.registered_count inside the
// transaction that inserts the registration, with the table's CHECK as the last guard; a duplicate e-mail rolls
// the place back with the rest of the transaction.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import { isUpcoming } from '../../shared/volunteer/event-dates.ts';
import { REGISTERED_MESSAGE, REGISTRATION_MESSAGES } from '../../shared/volunteer/event-registration-rules.ts';
import type { EventRegistration } from '../../shared/volunteer/event-registration-schema.ts';
import type { volunteerEventsQuerySchema } from '../../shared/volunteer/events-query-schema.ts';
import type { VolunteerEventEntry } from '../content/server-content.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { staffAlertsFor } from '../staff-alerts/staff-alerts.ts';
import { findEvent, upcomingEvents, volunteerEvents } from './catalog.ts';
import { throttleVolunteerForm } from './submission-limits.ts';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** The public form's registration: counted against the connection's limit (submission-limits.ts), then made. */
export async function submitRegistration(db: Kysely<Database>, registration: EventRegistration, address: string) {
  await throttleVolunteerForm(db, 'registration', address);
  const data = await registerForEvent(db, registration);
  return { data, message: REGISTERED_MESSAGE };
}

export async function registerForEvent(db: Kysely<Database>, registration: EventRegistration, now = new Date()) {
  const event = findEvent(registration.event_id);
  if (!event) {
    const message = REGISTRATION_MESSAGES.eventRequired;
    throw new HttpError(400, message, { fields: { event_id: message } });
  }
  if (!isUpcoming(event, colomboToday(now))) throw new HttpError(409, 'errors.eventPast', { code: 'event_past' });
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
      if (!place) throw new HttpError(409, 'errors.eventFull', { code: 'event_full' });
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
    if (isUniqueViolation(error)) throw new HttpError(409, 'errors.alreadyRegistered', { code: 'already_registered' });
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
async function registeredCounts(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('volunteer_events').select(['id', 'registered_count']).execute();
  return new Map(rows.map((row) => [row.id, row.registered_count]));
}

/** An event as the API answers it: the documented field names (docs/api.md "Field names"), with the places left. */
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

/** The events the query asks for, with their places: never cached, since places change with every registration. */
export function eventsForQuery(db: Kysely<Database>, query: z.output<typeof volunteerEventsQuerySchema>) {
  return listEventsWithPlaces(db, query.upcoming === 'true' ? upcomingEvents() : volunteerEvents);
}
