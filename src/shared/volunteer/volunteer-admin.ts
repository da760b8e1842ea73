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
  city: string;
  country: string;
  applicationDate: string;
  dateOfBirth: string;
  nationality: string;
  program: VolunteerProgram;
  /** The event the applicant came from (the page's `?event=`), by its title; null when none. */
  event: string | null;
  preferredStartDate: string;
  duration: string;
  flexibility: string;
  relevantExperience: string;
  motivation: string;
  expectations: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelation: string;
  status: VolunteerStatus;
  reviewNotes: string | null;
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
