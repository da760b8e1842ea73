// The volunteer programs and events at run time, from content/ through the one generated module
// (src/server/content/server-content.ts), checked at build time with the collections' own schemas.

import { colomboToday } from '../../shared/utils/colombo-time.ts';
import { isUpcoming } from '../../shared/volunteer/event-dates.ts';
import { SERVER_CONTENT, type VolunteerEventEntry, type VolunteerProgramEntry } from '../content/server-content.ts';

export const volunteerPrograms: readonly VolunteerProgramEntry[] = SERVER_CONTENT.volunteerPrograms;
export const volunteerEvents: readonly VolunteerEventEntry[] = SERVER_CONTENT.volunteerEvents;

/**
 * What staff read for the event an applicant came from (the form stores the event's kind, from `?event=`): the
 * titles of the events of that kind, e.g. 'Herbal Medicine Workshop', else the kind itself.
 */
export function eventTypeLabel(type: string): string {
  const titles = volunteerEvents.filter((event) => event.type === type).map((event) => event.title);
  return titles.length > 0 ? titles.join(' / ') : type;
}

export function findEvent(id: string): VolunteerEventEntry | undefined {
  return volunteerEvents.find((event) => event.id === id);
}

export function upcomingEvents(now: Date = new Date()): VolunteerEventEntry[] {
  const today = colomboToday(now);
  return volunteerEvents.filter((event) => isUpcoming(event, today));
}
