// An event registration sent by the page's plain HTML form, when the browser runs no JavaScript: the same schema and
// rules as the JSON call, answered with a redirect to /volunteer where a notice for each outcome waits, shown by
// the address's #fragment (CSS :target), so a static page can tell the visitor what happened (docs/performance.md).
import { z } from 'zod';
import { HttpError } from '../http/http-error.ts';
import { ALREADY_REGISTERED_MESSAGE, EVENT_FULL_MESSAGE, EVENT_PAST_MESSAGE } from './event-registration.ts';
import { REGISTERED_MESSAGE, REGISTRATION_MESSAGES } from './event-registration-rules.ts';

/** Every notice the page holds, by outcome: what the JSON call would have said. */
export const REGISTRATION_OUTCOMES = {
  registered: REGISTERED_MESSAGE,
  event_full: EVENT_FULL_MESSAGE,
  already_registered: ALREADY_REGISTERED_MESSAGE,
  event_past: EVENT_PAST_MESSAGE,
  rate_limited: 'Too many submissions from your connection. Please try again later.',
  failed: 'Registration failed. Please try again.',
  ...REGISTRATION_MESSAGES,
} as const;
export type RegistrationOutcome = keyof typeof REGISTRATION_OUTCOMES;

export const outcomeAnchor = (outcome: RegistrationOutcome) => `registration-${outcome}`;

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
  if (!(error instanceof z.ZodError || error instanceof HttpError)) {
    console.error('Unexpected error:', error instanceof Error ? (error.stack ?? error.message) : error);
  }
  return 'failed';
}

/** 303: the browser shows /volunteer at the outcome's notice. */
export function seeOutcome(outcome: RegistrationOutcome): Response {
  return new Response(null, { status: 303, headers: { Location: `/volunteer/#${outcomeAnchor(outcome)}` } });
}
