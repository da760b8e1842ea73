// The volunteer programs and events at run time. Functions cannot read content collections, so the same JSON
// files of content/ are imported here (bundled with the function) and checked with the same field schemas as the
// build: content/ stays the one source of truth. A new file in content/ must be added to the lists below (a test
// compares them with the folders).

import avuruduCulturalFestival from '../../../content/volunteer-events/avurudu-cultural-festival.json' with {
  type: 'json',
};
import communityHealthFair from '../../../content/volunteer-events/community-health-fair.json' with { type: 'json' };
import herbalMedicineWorkshop from '../../../content/volunteer-events/herbal-medicine-workshop.json' with {
  type: 'json',
};
import researchDocumentation from '../../../content/volunteer-events/research-documentation.json' with { type: 'json' };
import community from '../../../content/volunteer-programs/community.json' with { type: 'json' };
import cultural from '../../../content/volunteer-programs/cultural.json' with { type: 'json' };
import internship from '../../../content/volunteer-programs/internship.json' with { type: 'json' };
import research from '../../../content/volunteer-programs/research.json' with { type: 'json' };
import {
  type VolunteerEventFields,
  type VolunteerProgramFields,
  volunteerEventFields,
  volunteerProgramFields,
} from '../../content-schemas/volunteer-fields.ts';
import { colomboToday } from '../../lib/colombo-time.ts';
import type { VolunteerProgram } from '../enums.ts';

export interface VolunteerProgramEntry extends VolunteerProgramFields {
  id: VolunteerProgram;
}
export interface VolunteerEventEntry extends VolunteerEventFields {
  id: string;
}

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

const programFiles: Record<VolunteerProgram, unknown> = { internship, community, research, cultural };

export const volunteerPrograms: readonly VolunteerProgramEntry[] = Object.entries(programFiles)
  .map(([id, data]) => ({ id: id as VolunteerProgram, ...volunteerProgramFields.parse(data) }))
  .sort(byOrder);

const eventFiles: Record<string, unknown> = {
  'herbal-medicine-workshop': herbalMedicineWorkshop,
  'community-health-fair': communityHealthFair,
  'avurudu-cultural-festival': avuruduCulturalFestival,
  'research-documentation': researchDocumentation,
};

export const volunteerEvents: readonly VolunteerEventEntry[] = Object.entries(eventFiles)
  .map(([id, data]) => ({ id, ...volunteerEventFields.parse(data) }))
  .sort(byOrder);

/** An event is upcoming until its last day has passed in Colombo; an event without dates is ongoing. */
export function isUpcoming(event: Pick<VolunteerEventFields, 'startsOn' | 'endsOn'>, today: string): boolean {
  const lastDay = event.endsOn ?? event.startsOn;
  return lastDay === undefined || lastDay >= today;
}

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
