// The activity log as staff read it (listActivity, docs/product-rules.md "Activity log"): who did what and when,
// filtered by person, kind and Colombo days; shared by the Activity log screen and the server.
import { z } from 'zod';

const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const day = (message: string) => z.preprocess(blankAsUndefined, z.iso.date({ error: message }).optional());

export const activityQuerySchema = z
  .object({
    /** A staff account's id. */
    person: z.preprocess(blankAsUndefined, z.uuid({ error: 'Choose a person' }).optional()),
    /** An action, e.g. appointment_status_changed. */
    kind: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^[a-z_]{1,60}$/, 'Choose a kind of activity')
        .optional(),
    ),
    from: day('Choose the first day as YYYY-MM-DD'),
    to: day('Choose the last day as YYYY-MM-DD'),
    /** csv: every matching entry as a download, for an auditor. */
    format: z.enum(['json', 'csv'], { error: 'Give format as json or csv' }).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The last day must not be before the first day',
  });
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export interface ActivityEntryView {
  id: string;
  /** ISO instant. */
  at: string;
  /** The staff member's name (or e-mail); null for what no one signed in did (a failed sign-in). */
  person: string | null;
  personId: string | null;
  kind: string;
  description: string;
  ip: string | null;
}

export interface ActivityAnswer {
  entries: ActivityEntryView[];
  /** Everyone who appears in the log, for the person filter. */
  people: { id: string; name: string }[];
  /** Every kind in the log, for the kind filter. */
  kinds: string[];
}
