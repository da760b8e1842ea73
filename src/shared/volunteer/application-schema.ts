// The volunteer application (docs/product-rules.md "Application"): ONE schema for the four-step form and for
// POST /api/volunteer?action=submit-application, with the agreed messages word for word (as catalogue keys, shown in
// the page's or the request's language: docs/i18n.md).
//
// The form sends every field it collects, under the column names (first_name, ..., event_type) so that every
// column can be stored, plus the agreed call shape (full_name, experience, skills, duration_weeks,
// emergency_contact_relationship, dietary_restrictions, additional_info) built by `applicationBody`. The server
// parses the structured fields only (unknown keys are stripped) and derives the agreed mapping itself with
// `deriveSpecFields`, so the two can never disagree. A client that sends only the documented call shape (no
// first_name) is read with `documentedApplicationSchema` instead (docs/api.md).
import { z } from 'zod';
import { VOLUNTEER_EVENT_TYPES } from '../../content-schemas/volunteer-fields.ts';
import { messageKey } from '../../i18n/translate.ts';
import { VOLUNTEER_DURATIONS, VOLUNTEER_PROGRAMS } from '../enums.ts';
import { e164PhoneSchema, emailAddress } from '../field-rules.ts';
import { colomboToday } from '../utils/colombo-time.ts';

const SHORT = 100;
const LONG = 2000;
const tooLong = (max: number) => messageKey('fields.tooLong', { max });

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A required phone number in any form Sri Lankans write it, stored as E.164 (docs/api.md). */
export const phone = (message: string) => required(message, 30).pipe(e164PhoneSchema('fields.phoneInvalid'));

const dateOfBirth = () =>
  required('volunteer.validation.dateOfBirth', 10).refine(
    (value) => isRealDate(value) && value >= '1900-01-01' && value < colomboToday(),
    { error: 'volunteer.validation.dateOfBirthInvalid' },
  );
const startDate = () =>
  required('volunteer.validation.startDate', 10)
    .refine(isRealDate, { error: 'volunteer.validation.startDateInvalid' })
    .refine((value) => value >= colomboToday(), { error: 'volunteer.validation.startDatePast' });

export const volunteerApplicationSchema = z.object({
  first_name: required('volunteer.validation.firstName'),
  last_name: required('volunteer.validation.lastName'),
  email: emailAddress({ required: 'fields.emailRequired', invalid: 'fields.emailInvalid' }),
  phone: phone('fields.phoneRequired'),
  date_of_birth: dateOfBirth(),
  nationality: required('volunteer.validation.nationality'),
  country: required('volunteer.validation.country'),
  city: required('volunteer.validation.city'),
  program_id: z.enum(VOLUNTEER_PROGRAMS, { error: 'volunteer.validation.program' }),
  preferred_start_date: startDate(),
  duration: z.enum(VOLUNTEER_DURATIONS, { error: 'volunteer.validation.duration' }),
  flexibility: required('volunteer.validation.flexibility', LONG),
  relevant_experience: required('volunteer.validation.experience', LONG),
  motivation: required('volunteer.validation.motivation', LONG),
  expectations: required('volunteer.validation.expectations', LONG),
  previous_volunteering: optionalText(),
  medical_conditions: optionalText(),
  dietary_requirements: optionalText(),
  emergency_contact_name: required('volunteer.validation.emergencyName'),
  emergency_contact_phone: phone('volunteer.validation.emergencyPhone'),
  emergency_contact_relation: required('volunteer.validation.relationship'),
  agreement_accepted: z.literal(true, { error: 'volunteer.validation.agreement' }),
  event_type: z
    .enum(VOLUNTEER_EVENT_TYPES)
    .nullish()
    .transform((value) => value ?? null),
});

export type VolunteerApplication = z.output<typeof volunteerApplicationSchema>;
/** The form's fields in the order the four steps show them (the first wrong one gets the focus). */
export type ApplicationField = keyof VolunteerApplication;

const DEFAULT_DURATION_WEEKS = 4;
const WEEKS_PER_MONTH = 4;

/**
 * The agreed duration_weeks: the number in the duration value, default 4 when there is none ('flexible').
 * A month counts as 4 weeks, so '1-month' is 4, '3-months' 12 and '6-months' 24 (the original read the bare
 * number, turning six months into six weeks).
 */
export function durationWeeks(duration: string): number {
  const match = /^(\d+)-(week|month)s?$/.exec(duration);
  if (!match) return DEFAULT_DURATION_WEEKS;
  const count = Number(match[1]);
  return match[2] === 'month' ? count * WEEKS_PER_MONTH : count;
}

/** The agreed additional_info: nationality, city, flexibility and previous volunteering (or None). */
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

/** The documented call shape, derived from the structured fields. */
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

/** What the form posts: every structured field plus the agreed names (the server re-derives the latter). */
export function applicationBody(application: VolunteerApplication) {
  return { ...application, ...deriveSpecFields(application) };
}

/** The form's duration choice a number of weeks stands for, when it is one of them ('flexible' has none). */
export function durationForWeeks(weeks: number): (typeof VOLUNTEER_DURATIONS)[number] | null {
  return VOLUNTEER_DURATIONS.find((duration) => duration !== 'flexible' && durationWeeks(duration) === weeks) ?? null;
}

/**
 * The documented body of submit-application (docs/api.md "Two request shapes"), for clients other than the site's form. It has
 * no separate nationality, city or availability (the client folds them into additional_info, kept as sent) and
 * gives duration_weeks (default 4) instead of a duration choice. Sending it states the terms were accepted: the
 * documented body has no field for them, and its client's form requires them before it submits.
 */
export const documentedApplicationSchema = z.object({
  program_id: z.enum(VOLUNTEER_PROGRAMS, { error: 'volunteer.validation.program' }),
  full_name: required('volunteer.validation.fullName', 2 * SHORT + 1),
  email: emailAddress({ required: 'fields.emailRequired', invalid: 'fields.emailInvalid' }),
  phone: phone('fields.phoneRequired'),
  country: required('volunteer.validation.country'),
  date_of_birth: dateOfBirth(),
  motivation: required('volunteer.validation.motivation', LONG),
  experience: required('volunteer.validation.experience', LONG),
  skills: required('volunteer.validation.expectations', LONG),
  preferred_start_date: startDate(),
  duration_weeks: z
    .number({ error: 'duration_weeks must be a whole number of weeks' })
    .int({ error: 'duration_weeks must be a whole number of weeks' })
    .min(1, { error: 'duration_weeks must be a whole number of weeks' })
    .max(104, { error: 'duration_weeks must be at most 104' })
    .nullish()
    .transform((value) => value ?? DEFAULT_DURATION_WEEKS),
  emergency_contact_name: required('volunteer.validation.emergencyName'),
  emergency_contact_phone: phone('volunteer.validation.emergencyPhone'),
  emergency_contact_relationship: required('volunteer.validation.relationship'),
  dietary_restrictions: optionalText(),
  medical_conditions: optionalText(),
  additional_info: optionalText(),
});
type DocumentedApplication = z.output<typeof documentedApplicationSchema>;

/** Both shapes submit-application accepts, for the API description (parseApplicationSubmission picks one). */
export const applicationSubmissionSchema = z.union([volunteerApplicationSchema, documentedApplicationSchema]);

/** What is stored for a submitted application, whichever shape it came in (the volunteer_applications columns). */
export interface ApplicationRecord {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  nationality: string | null;
  country: string;
  city: string | null;
  program_id: VolunteerApplication['program_id'];
  event_type: VolunteerApplication['event_type'];
  preferred_start_date: string;
  /** The form's choice; null when a documented-shape client sent duration_weeks only. */
  duration: string | null;
  duration_weeks: number;
  flexibility: string | null;
  relevant_experience: string;
  motivation: string;
  expectations: string;
  previous_volunteering: string | null;
  medical_conditions: string | null;
  dietary_requirements: string | null;
  emergency_contact_name: string;
  emergency_contact_phone: string;
  emergency_contact_relation: string;
  additional_info: string | null;
}

function fromForm(application: VolunteerApplication): ApplicationRecord {
  const { agreement_accepted: _accepted, ...fields } = application;
  const derived = deriveSpecFields(application);
  return { ...fields, duration_weeks: derived.duration_weeks, additional_info: derived.additional_info };
}

/** full_name is "first last" (the documented shape joins them with a space): the first word is the first name. */
function fromDocumented(application: DocumentedApplication): ApplicationRecord {
  const [first = '', ...rest] = application.full_name.split(/\s+/);
  return {
    first_name: first,
    last_name: rest.join(' '),
    email: application.email,
    phone: application.phone,
    date_of_birth: application.date_of_birth,
    nationality: null,
    country: application.country,
    city: null,
    program_id: application.program_id,
    event_type: null,
    preferred_start_date: application.preferred_start_date,
    duration: durationForWeeks(application.duration_weeks),
    duration_weeks: application.duration_weeks,
    flexibility: null,
    relevant_experience: application.experience,
    motivation: application.motivation,
    expectations: application.skills,
    previous_volunteering: null,
    medical_conditions: application.medical_conditions,
    dietary_requirements: application.dietary_restrictions,
    emergency_contact_name: application.emergency_contact_name,
    emergency_contact_phone: application.emergency_contact_phone,
    emergency_contact_relation: application.emergency_contact_relationship,
    additional_info: application.additional_info,
  };
}

/** Reads a submitted body: the form's shape when it names first_name, else the documented one. */
export function parseApplicationSubmission(body: unknown): ApplicationRecord {
  const isForm = typeof body === 'object' && body !== null && 'first_name' in body;
  return isForm
    ? fromForm(volunteerApplicationSchema.parse(body))
    : fromDocumented(documentedApplicationSchema.parse(body));
}
