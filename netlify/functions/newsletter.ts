import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { newsletterSignupSchema } from '../../src/server/newsletter/newsletter-schema.ts';
import { subscribe, throttleNewsletterSignups } from '../../src/server/newsletter/newsletter-subscribers.ts';

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const { email } = await readJson(request, newsletterSignupSchema);
  await throttleNewsletterSignups(db, clientAddress(request, context));
  await subscribe(db, email);
  return json({ subscribed: true });
});

export const config: Config = { path: '/api/newsletter' };
