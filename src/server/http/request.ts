import type { z } from 'zod';
import { type Locale, requestLocale } from '../../i18n/locales.ts';
import { messageKey } from '../../i18n/translate.ts';
import { plainText } from '../../shared/field-rules.ts';
import { HttpError } from './http-error.ts';

/**
 * Parses a JSON body with the payload's zod schema; a body that is not JSON is a 400, not a 500. Every text in it
 * must be free of control characters first (src/shared/field-rules.ts), whatever the schema.
 */
export async function readJson<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new HttpError(400, 'errors.notJson');
  }
  return plainText(schema).parse(body);
}

/** Whether the body is an HTML form's (a page posting without JavaScript) rather than JSON. */
export function isFormPost(request: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '');
}

/**
 * Parses an HTML form's body (each field once, as text) with the payload's zod schema, under the same control
 * character check as JSON. Only from the site's own pages: a form another site posts is refused, since a
 * browser sends it with the visitor's connection and without asking (JSON calls are protected by CORS).
 */
export async function readForm<Schema extends z.ZodType>(request: Request, schema: Schema): Promise<z.output<Schema>> {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'errors.foreignForm');
  }
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(await request.text());
  } catch {
    throw new HttpError(400, 'errors.notForm');
  }
  return plainText(schema).parse(Object.fromEntries(form));
}

/** Parses the query string with a zod schema (each parameter once, as text). */
export function readQuery<Schema extends z.ZodType>(request: Request, schema: Schema): z.output<Schema> {
  return plainText(schema).parse(Object.fromEntries(new URL(request.url).searchParams));
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function allowMethods(request: Request, methods: readonly string[]): void {
  if (!methods.includes(request.method)) {
    throw new HttpError(405, messageKey('errors.methodNotAllowed', { method: request.method }), {
      headers: { Allow: methods.join(', ') },
    });
  }
}

/** The language the request asks for: ?lang=si|ta, else Accept-Language, else English (docs/i18n.md). */
export function requestLanguage(request: Request): Locale {
  const lang = URL.canParse(request.url) ? new URL(request.url).searchParams.get('lang') : null;
  return requestLocale(request.headers.get('accept-language'), lang);
}

/** The caller's address as Netlify reports it (used for rate limits and the activity log). */
export function clientAddress(request: Request, context?: { ip?: string }): string {
  return (
    context?.ip ||
    request.headers.get('x-nf-client-connection-ip') ||
    request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    'unknown'
  );
}
