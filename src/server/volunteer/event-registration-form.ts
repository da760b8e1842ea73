// An event registration sent by the page's plain HTML form, when the browser runs no JavaScript: the same schema and
// rules as the JSON call, answered with a redirect to /volunteer where a notice for each outcome waits, shown by
// the address's #fragment (CSS :target), so a static page can tell the visitor what happened (docs/performance.md).
// The form's address names the page's language (?lang=), so the visitor comes back to the page they were on.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Locale, localizedPath, requestLocale } from '../../i18n/locales.ts';
import {
  outcomeAnchor,
  REGISTRATION_MESSAGES,
  REGISTRATION_OUTCOMES,
  type RegistrationOutcome,
} from '../../shared/volunteer/event-registration-rules.ts';
import { eventRegistrationSchema } from '../../shared/volunteer/event-registration-schema.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { isFormPost, readForm, readJson } from '../http/request.ts';
import { json, logUnexpected, seeOther } from '../http/respond.ts';
import { submitRegistration } from './event-registration.ts';

const isOutcome = (key: string): key is RegistrationOutcome => Object.hasOwn(REGISTRATION_OUTCOMES, key);

/** The outcome of a refused registration: the first refused field's message, or the refusal's code. */
export function outcomeOf(error: unknown): RegistrationOutcome {
  const message =
    error instanceof z.ZodError
      ? error.issues[0]?.message
      : error instanceof HttpError && error.fields
        ? Object.values(error.fields)[0]
        : undefined;
  const byMessage = Object.entries(REGISTRATION_MESSAGES).find(([, text]) => text === message)?.[0];
  if (byMessage && isOutcome(byMessage)) return byMessage;
  if (error instanceof HttpError && isOutcome(error.code)) return error.code;
  if (!(error instanceof z.ZodError || error instanceof HttpError)) logUnexpected(error);
  return 'failed';
}

/** 303: the browser shows /volunteer, in the form's language, at the outcome's notice. */
export function seeOutcome(outcome: RegistrationOutcome, locale: Locale = 'en'): Response {
  return seeOther(`${localizedPath('/volunteer/', locale)}#${outcomeAnchor(outcome)}`);
}

/** POST ?action=register-event: JSON from the page's script, or the plain form answered by a redirect. */
export async function registrationAnswer(db: Kysely<Database>, request: Request, address: string): Promise<Response> {
  if (!isFormPost(request)) {
    return json(await submitRegistration(db, await readJson(request, eventRegistrationSchema), address), {
      status: 201,
    });
  }
  const locale = requestLocale(request.headers.get('accept-language'), new URL(request.url).searchParams.get('lang'));
  try {
    await submitRegistration(db, await readForm(request, eventRegistrationSchema), address);
    return seeOutcome('registered', locale);
  } catch (error) {
    return seeOutcome(outcomeOf(error), locale);
  }
}
