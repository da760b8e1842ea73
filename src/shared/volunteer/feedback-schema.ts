// POST /api/volunteer?action=submit-feedback (docs/api.md). The documented client always sends
// volunteer_name 'Anonymous' and a placeholder e-mail; the server stores those fixed values whatever is sent, so
// feedback stays anonymous and no address is collected by accident.
import { z } from 'zod';
import { VOLUNTEER_PROGRAMS } from '../enums.ts';
import { optionalText, required } from './application-schema.ts';

export const ANONYMOUS_NAME = 'Anonymous';
export const ANONYMOUS_EMAIL = 'anonymous@volunteer.invalid';

export const volunteerFeedbackSchema = z.object({
  program_id: z.enum(VOLUNTEER_PROGRAMS, { error: 'Please select a program' }),
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5' })
    .int({ error: 'Please choose a rating from 1 to 5' })
    .min(1, { error: 'Please choose a rating from 1 to 5' })
    .max(5, { error: 'Please choose a rating from 1 to 5' }),
  feedback_text: required('Please share your feedback', 2000),
  suggestions: optionalText(2000),
  would_recommend: z.boolean({ error: 'Please say whether you would recommend the program' }),
});
export type VolunteerFeedback = z.output<typeof volunteerFeedbackSchema>;
