// The payloads of the admin actions that list and move volunteer applications. Which moves are allowed is
// application-status.ts.
import { z } from 'zod';
import { VOLUNTEER_PROGRAMS, VOLUNTEER_STATUSES } from '../enums.ts';
import { emailAddress } from '../field-rules.ts';
import { optionalText } from './application-schema.ts';

export const applicationFiltersSchema = z.object({
  status: z.enum(VOLUNTEER_STATUSES, { error: 'Unknown status' }).optional(),
  program_id: z.enum(VOLUNTEER_PROGRAMS, { error: 'Unknown program' }).optional(),
});
export type ApplicationFilters = z.output<typeof applicationFiltersSchema> & { email?: string };

/** get-application-by-email: the applications sent from one address (staff only), newest first. */
export const applicationEmailQuerySchema = z.object({
  email: emailAddress({ required: 'Email is required', invalid: 'Invalid email address' }),
});

export const statusUpdateSchema = z.object({
  id: z.uuid({ error: 'Unknown application' }),
  status: z.enum(VOLUNTEER_STATUSES, { error: 'Please choose a valid status' }),
  review_notes: optionalText(2000),
});
