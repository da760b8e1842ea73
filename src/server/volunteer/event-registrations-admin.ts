// The volunteer events as staff see them: every event of content/volunteer-events with its places and the people
// registered (contact details only: a registration holds nothing else), and one event's registrations as CSV with
// the same cell rules as the appointments export.
import type { Kysely } from 'kysely';
import { phoneAsText } from '../../shared/phone-numbers.ts';
import { colomboToday } from '../../shared/utils/colombo-time.ts';
import type { AdminEventRegistration, AdminEventView } from '../../shared/volunteer/admin-event.ts';
import { isUpcoming } from '../../shared/volunteer/event-dates.ts';
import { colomboDateTime, csvCell, csvFile } from '../booking/appointments-csv.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { volunteerEvents } from './catalog.ts';
import { listEventsWithPlaces } from './event-registration.ts';

export async function listEventsForStaff(db: Kysely<Database>, now = new Date()): Promise<AdminEventView[]> {
  const [events, rows] = await Promise.all([
    listEventsWithPlaces(db, volunteerEvents),
    db
      .selectFrom('event_registrations')
      .select(['id', 'event_id', 'name', 'email', 'phone', 'message', 'created_at'])
      .orderBy('created_at', 'desc')
      .execute(),
  ]);
  const today = colomboToday(now);
  return events.map((event) => ({
    id: event.id,
    title: event.title,
    date: event.date,
    location: event.location,
    upcoming: isUpcoming({ startsOn: event.starts_on ?? undefined, endsOn: event.ends_on ?? undefined }, today),
    volunteersNeeded: event.volunteers_needed,
    placesLeft: event.spots_left,
    registrations: rows
      .filter((row) => row.event_id === event.id)
      .map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        message: row.message,
        registeredAt: row.created_at.toISOString(),
      })),
  }));
}

const EVENT_CSV_COLUMNS = ['Name', 'Email', 'Phone', 'Message', 'Registered At'] as const;

function eventRegistrationsCsv(registrations: readonly AdminEventRegistration[]): string {
  return csvFile([
    EVENT_CSV_COLUMNS.join(','),
    ...registrations.map((r) =>
      [r.name, r.email, phoneAsText(r.phone) ?? r.phone, r.message, colomboDateTime(r.registeredAt)]
        .map(csvCell)
        .join(','),
    ),
  ]);
}

/** One event's registrations as a CSV file; a 404 for an unknown event or one nobody registered for. */
export async function eventRegistrationsExport(
  db: Kysely<Database>,
  eventId: string,
  now = new Date(),
): Promise<{ csv: string; fileName: string }> {
  const event = (await listEventsForStaff(db, now)).find((candidate) => candidate.id === eventId);
  if (!event) throw new HttpError(404, 'Event not found');
  if (event.registrations.length === 0) throw new HttpError(404, 'There are no registrations to export');
  return {
    csv: eventRegistrationsCsv(event.registrations),
    fileName: `registrations-${event.id}-${colomboToday(now)}.csv`,
  };
}
