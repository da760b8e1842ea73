// The volunteer application (spec 001 sections 3, 4, 5 and 7): ONE schema for the four-step form and for
// POST /api/volunteer?action=submit-application, with the spec's messages word for word.
//
// The form sends every field it collects, under the column names (first_name, ..., event_type) so that every
// column can be stored, plus the spec's call shape (full_name, experience, skills, duration_weeks,
// emergency_contact_relationship, dietary_restrictions, additional_info) built by `applicationBody`. The server
// parses the structured fields only (unknown keys are stripped) and derives the spec's mapping itself with
// `deriveSpecFields`, so the two can never disagree.
import { z } from 'zod';
import { VOLUNTEER_EVENT_TYPES } from '../../content-schemas/volunteer-fields.ts';
import { colomboToday } from '../../lib/colombo-time.ts';
import { emailAddress } from '../../lib/field-rules.ts';
import { VOLUNTEER_DURATIONS, VOLUNTEER_PROGRAMS } from '../db/enums.ts';

const SHORT = 100;
export const LONG = 2000;
const tooLong = (max: number) => `Please keep this under ${max} characters`;

export const required = (message: string, max = SHORT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLong(max) });

export const optionalText = (max = LONG) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .nullish()
    .transform((value) => value || null);

// Spec 001 section 5 (phone): an optional plus, then at least 10 digits, spaces, hyphens or brackets.
const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const phone = (message: string) =>
  required(message, 30).regex(PHONE_PATTERN, { error: 'Please enter a valid phone number' });

export const volunteerApplicationSchema = z.object({
  first_name: required('First name is required'),
  last_name: required('Last name is required'),
  email: emailAddress({ required: 'Email is required', invalid: 'Invalid email address' }),
  phone: phone('Phone number is required'),
  date_of_birth: required('Date of birth is required', 10).refine(
    (value) => isRealDate(value) && value >= '1900-01-01' && value < colomboToday(),
    { error: 'Please enter a valid date of birth' },
  ),
  nationality: required('Nationality is required'),
  country: required('Country is required'),
  city: required('City is required'),
  program_id: z.enum(VOLUNTEER_PROGRAMS, { error: 'Please select a program' }),
  preferred_start_date: required('Start date is required', 10)
    .refine(isRealDate, { error: 'Please enter a valid start date' })
    .refine((value) => value >= colomboToday(), { error: 'The start date cannot be in the past' }),
  duration: z.enum(VOLUNTEER_DURATIONS, { error: 'Duration is required' }),
  flexibility: required('Please describe your availability', LONG),
  relevant_experience: required('Please describe your experience', LONG),
  motivation: required('Please share your motivation', LONG),
  expectations: required('Please describe your expectations', LONG),
  previous_volunteering: optionalText(),
  medical_conditions: optionalText(),
  dietary_requirements: optionalText(),
  emergency_contact_name: required('Emergency contact name is required'),
  emergency_contact_phone: phone('Emergency contact phone is required'),
  emergency_contact_relation: required('Relationship is required'),
  agreement_accepted: z.literal(true, { error: 'You must accept the terms to proceed' }),
  event_type: z
    .enum(VOLUNTEER_EVENT_TYPES)
    .nullish()
    .transform((value) => value ?? null),
});

export type VolunteerApplicationInput = z.input<typeof volunteerApplicationSchema>;
export type VolunteerApplication = z.output<typeof volunteerApplicationSchema>;
/** The form's fields in the order the four steps show them (the first wrong one gets the focus). */
export type ApplicationField = keyof VolunteerApplication;

export const DEFAULT_DURATION_WEEKS = 4;
const WEEKS_PER_MONTH = 4;

/**
 * The spec's duration_weeks: the number in the duration value, default 4 when there is none ('flexible').
 * A month counts as 4 weeks, so '1-month' is 4, '3-months' 12 and '6-months' 24 (the original read the bare
 * number, turning six months into six weeks).
 */
export function durationWeeks(duration: string): number {
  const match = /^(\d+)-(week|month)s?$/.exec(duration);
  if (!match) return DEFAULT_DURATION_WEEKS;
  const count = Number(match[1]);
  return match[2] === 'month' ? count * WEEKS_PER_MONTH : count;
}

/** The spec's additional_info: nationality, city, flexibility and previous volunteering (or None). */
export function additionalInfo(
  application: Pick<VolunteerApplication, 'nationality' | 'city' | 'flexibility' | 'previous_volunteering'>,
): string {
  return [
    `Nationality: ${application.nationality}`,
    `City: ${application.city}`,
    `Flexibility: ${application.flexibility}`,
    `Previous volunteering: ${application.previous_volunteering || 'None'}`,
  ].join('\n');
}

/** The spec's call shape (section 7), derived from the structured fields. */
export function deriveSpecFields(application: VolunteerApplication) {
  return {
    full_name: `${application.first_name} ${application.last_name}`.trim(),
    experience: application.relevant_experience,
    skills: application.expectations,
    duration_weeks: durationWeeks(application.duration),
    emergency_contact_relationship: application.emergency_contact_relation,
    dietary_restrictions: application.dietary_requirements,
    additional_info: additionalInfo(application),
  };
}

/** What the form posts: every structured field plus the spec's names (the server re-derives the latter). */
export function applicationBody(application: VolunteerApplication) {
  return { ...application, ...deriveSpecFields(application) };
}
