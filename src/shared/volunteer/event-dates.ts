// When a volunteer event counts as upcoming: shared by the pages built from content/ and the server's catalogue.
import type { VolunteerEventFields } from '../../content-schemas/volunteer-fields.ts';

/** An event is upcoming until its last day has passed in Colombo; an event without dates is ongoing. */
export function isUpcoming(event: Pick<VolunteerEventFields, 'startsOn' | 'endsOn'>, today: string): boolean {
  const lastDay = event.endsOn ?? event.startsOn;
  return lastDay === undefined || lastDay >= today;
}
