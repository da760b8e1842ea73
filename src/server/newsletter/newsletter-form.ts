// A sign-up sent by the footer box's plain HTML form, before the page's script has run or without JavaScript: the
// same rules as the JSON call, answered with a redirect back to the page the box was on, at the notice of its
// outcome (src/shared/newsletter/newsletter-rules.ts). Without this the browser sent the form as a GET to the page itself, with
// the address in the URL, and subscribed nobody.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Locale, localizedPath, requestLocale } from '../../i18n/locales.ts';
import { type NewsletterOutcome, newsletterAnchor } from '../../shared/newsletter/newsletter-rules.ts';
import { newsletterSignupSchema } from '../../shared/newsletter/newsletter-schema.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { readForm } from '../http/request.ts';
import { logUnexpected, seeOther } from '../http/respond.ts';
import { subscribe, throttleNewsletterSignups } from './newsletter-subscribers.ts';

/** A path of this site (not `//host`, not a scheme), so the redirect cannot lead anywhere else. */
const SITE_PATH = /^\/(?![/\\])[^\s#?]{0,300}$/;

function backTo(from: string | null, locale: Locale, outcome: NewsletterOutcome): Response {
  const page = from && SITE_PATH.test(from) ? from : localizedPath('/', locale);
  return seeOther(`${page}#${newsletterAnchor(outcome)}`);
}

/** POST /api/newsletter?lang=&from=<the page's path> with the form's `email`. */
export async function newsletterFormAnswer(db: Kysely<Database>, request: Request, address: string): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const locale = requestLocale(request.headers.get('accept-language'), query.get('lang'));
  const from = query.get('from');
  try {
    const { email } = await readForm(request, newsletterSignupSchema);
    await throttleNewsletterSignups(db, address);
    await subscribe(db, email);
    return backTo(from, locale, 'subscribed');
  } catch (error) {
    if (error instanceof z.ZodError) return backTo(from, locale, 'invalid');
    if (!(error instanceof HttpError)) logUnexpected(error);
    return backTo(from, locale, 'failed');
  }
}
