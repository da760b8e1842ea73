// Responses of every endpoint. Netlify's [[headers]] do not reach function responses, so each response carries its
// own security and caching headers from here.
import { z } from 'zod';
import type { Locale } from '../../i18n/locales.ts';
import { catalogues } from '../../i18n/messages/index.ts';
import { translateMessage } from '../../i18n/translate.ts';
import { fieldMessages } from '../../shared/field-messages.ts';
import { HttpError } from './http-error.ts';

/** How a response may be cached. Anything personal is `private` (never stored anywhere). */
export type CachePolicy =
  | { kind: 'private' }
  /** Public data that admins change: browsers revalidate, Netlify's CDN keeps it until purged by tag. */
  | { kind: 'shared'; tags: string[]; cdnSeconds: number };

const PRIVATE: CachePolicy = { kind: 'private' };

function cacheHeaders(policy: CachePolicy): Record<string, string> {
  if (policy.kind === 'private') return { 'Cache-Control': 'no-store' };
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': `public, s-maxage=${policy.cdnSeconds}, stale-while-revalidate=86400`,
    'Netlify-Cache-Tag': policy.tags.join(','),
  };
}

/**
 * What every API answer carries, whatever made it (json(), a CSV, an image, an error): it cannot run as a page,
 * be framed, leak its address in a Referer, or be sniffed into another type; HTTPS is pinned; and what says
 * nothing about caching is never stored (`no-store`: most answers are personal). X-Frame-Options too, for browsers
 * without frame-ancestors: Netlify's CLI adds netlify.toml's to function answers, which its CDN need not do, so the
 * function sets it itself (docs/deploy.md "Differences found").
 */
const API_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
};

function setApiHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(API_HEADERS)) headers.set(name, value);
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
}

/**
 * The answer with the API's own headers (the one place every function's answer goes through), set on the answer
 * itself: a copy would turn its body into a stream to read again (docs/booking-speed.md). Only an
 * answer whose headers cannot change (one from fetch(), Response.redirect()) is copied.
 */
export function withApiHeaders(response: Response): Response {
  try {
    setApiHeaders(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    setApiHeaders(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

export function json(
  body: unknown,
  options: { status?: number; cache?: CachePolicy; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    status: options.status ?? 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...cacheHeaders(options.cache ?? PRIVATE),
      ...options.headers,
    },
  });
}

/** A file download (the staff CSV exports): never cached, never sniffed into another type. */
export function csvDownload(csv: string, fileName: string): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The one error envelope of every endpoint (docs/api.md); `fields` names each refused field, `{}` when none. */
export const errorEnvelopeSchema = z.object({
  error: z.string().describe('What went wrong, for people (the same text as message).'),
  message: z.string(),
  code: z.string().describe('Stable code for programs: validation_failed, slot_full, not_found, ...'),
  fields: z.record(z.string(), z.string()).describe('Each refused field and its message; {} when none.'),
});
type ErrorEnvelope = z.output<typeof errorEnvelopeSchema>;

function errorJson(status: number, envelope: Omit<ErrorEnvelope, 'message'>, headers?: Record<string, string>) {
  const body: ErrorEnvelope = { ...envelope, message: envelope.error };
  return json(body, { status, headers });
}

/**
 * A message key in the request's language. A value that is itself a message key (the `wait` of
 * messageKey('errors.tooManyReviews', { wait: messageKey('errors.wait.minutes', { count: 5 }) })) is translated
 * first, so a refusal can name a duration or a source in words of the same language.
 */
export function localizedMessage(message: string, locale: Locale): string {
  const [key = '', query] = message.split('?', 2);
  if (query === undefined) return translateMessage(message, catalogues[locale]);
  const values = [...new URLSearchParams(query)].map(([name, value]) => [
    name,
    translateMessage(value, catalogues[locale]),
  ]);
  return translateMessage(`${key}?${new URLSearchParams(values)}`, catalogues[locale]);
}

/** Each field's message in the request's language: schemas and domain errors carry message keys (docs/i18n.md). */
function translatedFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, localizedMessage(message, locale)]),
  );
}

function badRequest(error: z.ZodError, locale: Locale): Response {
  const fields = translatedFields(fieldMessages(error), locale);
  const first = Object.values(fields)[0] ?? localizedMessage('errors.invalidRequest', locale);
  return errorJson(400, { error: first, code: 'validation_failed', fields });
}

/** Logs an error no rule expected. Only the error itself: request bodies may carry health information. */
export function logUnexpected(error: unknown): void {
  console.error('Unexpected error:', error instanceof Error ? (error.stack ?? error.message) : error);
}

/** 303 See Other: the answer to a plain HTML form, the browser shows `location` (a page of this site and its notice). */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } });
}

/**
 * Maps what a handler threw to a response: user errors keep their status and text (in the language the request
 * asked for, src/i18n/locales.ts requestLocale), the rest is a logged 500.
 */
export function errorResponse(error: unknown, locale: Locale = 'en'): Response {
  if (error instanceof z.ZodError) return badRequest(error, locale);
  if (error instanceof HttpError) {
    return errorJson(
      error.status,
      {
        error: localizedMessage(error.message, locale),
        code: error.code,
        fields: translatedFields(error.fields ?? {}, locale),
      },
      error.headers,
    );
  }
  logUnexpected(error);
  return errorJson(500, { error: localizedMessage('errors.internal', locale), code: 'internal_error', fields: {} });
}
