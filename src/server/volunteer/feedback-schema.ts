// The feedback schema is shared with the programme page's form (src/shared/volunteer/feedback-schema.ts); the
// fixed values it is stored with stay on the server.
export {
  feedbackFormSchema,
  type VolunteerFeedback,
  volunteerFeedbackSchema,
} from '../../shared/volunteer/feedback-schema.ts';

export const ANONYMOUS_NAME = 'Anonymous';
export const ANONYMOUS_EMAIL = 'anonymous@volunteer.invalid';
