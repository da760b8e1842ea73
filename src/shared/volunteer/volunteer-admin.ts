// Volunteer applications as the admin screen shows them (docs/product-rules.md "Volunteers"), the status change
// payload and the screen's search, shared by the screen and /api/admin/volunteers.
import { z } from 'zod';
import { VOLUNTEER_STATUSES, type VolunteerProgram, type VolunteerStatus } from '../enums.ts';
import programTitles from './program-titles.generated.json' with { type: 'json' };

export interface VolunteerApplicationView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Null when not given; from `additional_info` when the application came in the documented API shape. */
  city: string | null;
  country: string;
  applicationDate: string;
  dateOfBirth: string;
  nationality: string | null;
  program: VolunteerProgram;
  /** The event the applicant came from (the page's `?event=`), by its title; null when none. */
  event: string | null;
  preferredStartDate: string;
  /** The form's choice ('3-months'); null when the client sent a number of weeks only (`durationWeeks`). */
  duration: string | null;
  durationWeeks: number;
  flexibility: string | null;
  previousVolunteering: string | null;
  relevantExperience: string;
  motivation: string;
  expectations: string;
  /** What `additional_info` says beyond the fields read out of it; null when nothing. */
  additionalInfo: string | null;
  /** Health details: present only for staff who may read health information (appointments or patients). */
  medicalConditions?: string | null;
  dietaryRequirements?: string | null;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelation: string;
  status: VolunteerStatus;
  reviewNotes: string | null;
  /** The earlier open application from the same e-mail to the same programme that this one repeats. */
  duplicateOf: { id: string; applicationDate: string; status: VolunteerStatus } | null;
}

/** The labelled lines `additional_info` is made of ("Nationality: Sri Lankan"), by the field they fill. */
const INFO_LABELS = {
  nationality: /^nationality$/i,
  city: /^(city|town)$/i,
  flexibility: /^(flexibility|availability)$/i,
  previousVolunteering: /^previous volunteering$/i,
} as const;
export type AdditionalInfoField = keyof typeof INFO_LABELS;

/**
 * Reads the fields a client folded into `additional_info` (docs/api.md: nationality, city, flexibility and previous
 * volunteering, one "Label: value" a line or separated by ';'); what matches no label stays as `rest`.
 * 'None' is no answer.
 */
export function readAdditionalInfo(text: string | null): {
  fields: Partial<Record<AdditionalInfoField, string>>;
  rest: string | null;
} {
  const fields: Partial<Record<AdditionalInfoField, string>> = {};
  const rest: string[] = [];
  for (const line of (text ?? '').split(/\r?\n|;/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    const match = /^([^:]{2,40}):\s*(.*)$/.exec(trimmed);
    const field = match
      ? (Object.keys(INFO_LABELS) as AdditionalInfoField[]).find((key) => INFO_LABELS[key].test(match[1]?.trim() ?? ''))
      : undefined;
    if (field && match) {
      const value = match[2]?.trim() ?? '';
      if (value && !/^(none|n\/a|-)$/i.test(value)) fields[field] = value;
    } else rest.push(trimmed);
  }
  return { fields, rest: rest.length ? rest.join('\n') : null };
}

/** "Gampaha, Sri Lanka", or only the part that was given: never an empty comma. */
export function applicationLocation(application: Pick<VolunteerApplicationView, 'city' | 'country'>): string {
  return [application.city, application.country].filter((part) => part?.trim()).join(', ');
}

/** "3 months", or the number of weeks a client sent ("6 weeks"). */
export function applicationDuration(application: Pick<VolunteerApplicationView, 'duration' | 'durationWeeks'>) {
  if (application.duration === 'flexible') return 'Flexible';
  if (application.duration) return application.duration.replace('-', ' ');
  return `${application.durationWeeks} ${application.durationWeeks === 1 ? 'week' : 'weeks'}`;
}

export const volunteerStatusChangeSchema = z.object({
  id: z.uuid({ error: 'Application not found' }),
  status: z.enum(VOLUNTEER_STATUSES, { error: 'Unknown status' }),
  /** The status the admin saw; a change someone else made in between is refused. */
  expectedStatus: z.enum(VOLUNTEER_STATUSES, { error: 'Unknown status' }).optional(),
  reviewNotes: z.string().trim().max(2000, 'Review notes must be at most 2000 characters').optional(),
  /** Staff's own words for the e-mail this change sends (cancellation, acceptance, rejection); optional. */
  message: z.string().trim().max(1000, 'The message must be at most 1000 characters').optional(),
});
export type VolunteerStatusChange = z.output<typeof volunteerStatusChangeSchema>;

export type StatusFilter = 'all' | VolunteerStatus;

/** docs/product-rules.md (Back office, Volunteers): a case-insensitive substring of first name, last name, e-mail or program, and the status filter. */
export function filterApplications(
  applications: readonly VolunteerApplicationView[],
  search: string,
  status: StatusFilter,
): VolunteerApplicationView[] {
  const needle = search.trim().toLowerCase();
  return applications.filter(
    (application) =>
      (status === 'all' || application.status === status) &&
      (!needle ||
        [
          application.firstName,
          application.lastName,
          application.email,
          application.program,
          programLabel(application.program),
        ].some((field) => field.toLowerCase().includes(needle))),
  );
}

/** The programme's title as the volunteer pages show it ('research' -> 'Herbal Research & Documentation'). */
export function programLabel(program: string): string {
  return (programTitles as Record<string, string>)[program] ?? program;
}
