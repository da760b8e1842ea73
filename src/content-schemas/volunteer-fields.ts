// The fields of a volunteer program and of a volunteer event, shared by the content collections and the build step
// that hands content to the functions (scripts/server-content.ts). Plain zod, no Astro import, so both can load it.
import { z } from 'zod';
import { contentIcon } from './icon.ts';

export const VOLUNTEER_PROGRAM_TYPES = ['Education', 'Community', 'Research', 'Cultural'] as const;
export const VOLUNTEER_COMMITMENTS = ['Full-time', 'Part-time', 'Flexible'] as const;
export const VOLUNTEER_EVENT_TYPES = ['workshop', 'community', 'cultural', 'research'] as const;
export type VolunteerEventType = (typeof VOLUNTEER_EVENT_TYPES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD, e.g. 2027-01-17');

export const volunteerProgramFields = z.object({
  title: z.string().min(1).describe('Name of the program, e.g. "Traditional Medicine Internship"'),
  subtitle: z.string().min(1).describe('One short line under the title'),
  description: z.string().min(1).describe('Two or three sentences about what volunteers do'),
  duration: z.string().min(1).describe('How long the program runs, as text, e.g. "2-6 months"'),
  type: z.enum(VOLUNTEER_PROGRAM_TYPES).describe('Category tab the program appears under'),
  commitment: z.enum(VOLUNTEER_COMMITMENTS).describe('Time commitment: Full-time, Part-time or Flexible'),
  benefits: z.array(z.string().min(1)).min(1).describe('What volunteers receive, one item per line'),
  requirements: z.array(z.string().min(1)).min(1).describe('What volunteers need, one item per line'),
  icon: contentIcon.describe('Icon shown beside the title, e.g. "handshake" (names in src/shared/utils/icon-names.ts)'),
  featured: z.boolean().describe('Shown in the Featured Programs section when true'),
  order: z.number().int().describe('Position in lists, smallest first'),
});
export type VolunteerProgramFields = z.infer<typeof volunteerProgramFields>;

export const volunteerEventFields = z.object({
  title: z.string().min(1).describe('Name of the event'),
  date: z.string().min(1).describe('The date as visitors read it, e.g. "Sunday, 17 January 2027" or "Ongoing"'),
  startsOn: isoDate
    .optional()
    .describe('First day (YYYY-MM-DD, Colombo time); leave out for an ongoing event, which is always upcoming'),
  endsOn: isoDate.optional().describe('Last day of a multi-day event (YYYY-MM-DD); the event is upcoming until then'),
  location: z.string().min(1).describe('Where it takes place'),
  description: z.string().min(1).describe('What volunteers will do, two or three sentences'),
  volunteersNeeded: z
    .number()
    .int()
    .min(1)
    .describe('How many volunteers may register; registrations stop when this many have signed up'),
  type: z.enum(VOLUNTEER_EVENT_TYPES).describe('Kind of event: workshop, community, cultural or research'),
  order: z.number().int().describe('Position in the list, smallest first'),
});
export type VolunteerEventFields = z.infer<typeof volunteerEventFields>;
