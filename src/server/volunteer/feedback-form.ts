// Feedback sent by a programme page's plain HTML form, when the browser runs no JavaScript: the same schema and
// rate limit as the JSON call, answered with a redirect back to the programme's page, in the form's language, at
// the notice of the outcome (#feedback-sent or #feedback-failed, shown by CSS :target), as event registrations are.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Locale, localizedPath, requestLocale } from '../../i18n/locales.ts';
import {
  FEEDBACK_ANCHORS,
  feedbackFormSchema,
  volunteerFeedbackSchema,
} from '../../shared/volunteer/feedback-schema.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { isFormPost, readForm, readJson } from '../http/request.ts';
import { json, logUnexpected, seeOther } from '../http/respond.ts';
import { submitFeedback } from './feedback-and-stats.ts';

/** The programme's page, in the form's language (the programme as sent, when it is one; else the volunteer page). */
function programmePage(program: string | null, locale: Locale): string {
  const known = program && /^[a-z-]{2,40}$/.test(program);
  return localizedPath(known ? `/volunteer/programs/${program}/` : '/volunteer/', locale);
}

/** POST ?action=submit-feedback: JSON from the island, or the plain form answered by a redirect. */
export async function feedbackAnswer(db: Kysely<Database>, request: Request, address: string): Promise<Response> {
  if (!isFormPost(request)) {
    return json(await submitFeedback(db, await readJson(request, volunteerFeedbackSchema), address), { status: 201 });
  }
  const query = new URL(request.url).searchParams;
  const locale = requestLocale(request.headers.get('accept-language'), query.get('lang'));
  const page = programmePage(query.get('program'), locale);
  try {
    await submitFeedback(db, await readForm(request, feedbackFormSchema), address);
    return seeOther(`${page}#${FEEDBACK_ANCHORS.sent}`);
  } catch (error) {
    if (!(error instanceof z.ZodError || error instanceof HttpError)) logUnexpected(error);
    return seeOther(`${page}#${FEEDBACK_ANCHORS.failed}`);
  }
}
