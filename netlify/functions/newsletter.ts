import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, isFormPost, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { newsletterFormAnswer } from '../../src/server/newsletter/newsletter-form.ts';
import { subscribe, throttleNewsletterSignups } from '../../src/server/newsletter/newsletter-subscribers.ts';
import { newsletterSignupSchema } from '../../src/shared/newsletter/newsletter-schema.ts';

// POST {email}: JSON from the footer box's script, or its plain form, answered by a redirect back to the page.
export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  if (isFormPost(request)) return newsletterFormAnswer(db, request, clientAddress(request, context));
  const { email } = await readJson(request, newsletterSignupSchema);
  await throttleNewsletterSignups(db, clientAddress(request, context));
  await subscribe(db, email);
  return json({ subscribed: true });
});

export const config: Config = { path: '/api/newsletter' };
