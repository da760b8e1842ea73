// POST /api/volunteer?action=submit-feedback (docs/api.md) and the programme page's feedback form: one schema, its
// messages catalogue keys (the API answers them in the request's language; the English words are the API's own).
// The documented client always sends volunteer_name 'Anonymous' and a placeholder e-mail; the server stores those
// fixed values whatever is sent, so feedback stays anonymous and no address is collected by accident.
import { z } from 'zod';
import { messageKey } from '../../i18n/translate.ts';
import { VOLUNTEER_PROGRAMS } from '../enums.ts';
import { optionalText, required } from './application-schema.ts';

const RATING = messageKey('volunteer.feedback.validation.rating');
const RECOMMEND = messageKey('volunteer.feedback.validation.wouldRecommend');

export const volunteerFeedbackSchema = z.object({
  program_id: z.enum(VOLUNTEER_PROGRAMS, { error: 'volunteer.validation.program' }),
  rating: z.number({ error: RATING }).int({ error: RATING }).min(1, { error: RATING }).max(5, { error: RATING }),
  feedback_text: required('volunteer.feedback.validation.feedbackText', 2000),
  suggestions: optionalText(2000),
  would_recommend: z.boolean({ error: RECOMMEND }),
});
export type VolunteerFeedback = z.output<typeof volunteerFeedbackSchema>;

/** The form's fields, in the order the page shows them (the first one in error gets the focus). */
export const FEEDBACK_FIELDS = ['rating', 'feedback_text', 'suggestions', 'would_recommend'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];

/**
 * The same feedback as a plain HTML form sends it (every value text): the rating a digit, would_recommend
 * 'true'/'false'; anything else is left for the schema to refuse with its message.
 */
export const feedbackFormSchema = z.preprocess((input) => {
  if (typeof input !== 'object' || input === null) return input;
  const form = input as Record<string, unknown>;
  const rating = typeof form.rating === 'string' && /^\d$/.test(form.rating) ? Number(form.rating) : form.rating;
  const recommend = { true: true, false: false }[String(form.would_recommend)] ?? form.would_recommend;
  return { ...form, rating, would_recommend: recommend };
}, volunteerFeedbackSchema);

/** Where the programme page shows a plain form's outcome (its #fragment, shown by CSS :target). */
export const FEEDBACK_ANCHORS = { sent: 'feedback-sent', failed: 'feedback-failed' } as const;
