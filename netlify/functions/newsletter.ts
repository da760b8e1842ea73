import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { enforceRateLimit } from '../../src/server/http/rate-limit.ts';
import { allowMethods, clientAddress, readJson } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { newsletterSignupSchema } from '../../src/server/newsletter/newsletter-schema.ts';
import { subscribe } from '../../src/server/newsletter/newsletter-subscribers.ts';

const NEWSLETTER_RATE_LIMIT = { bucket: 'newsletter', limit: 10, windowSeconds: 3600 };

export default endpoint(async ({ request, context, db }) => {
  allowMethods(request, ['POST']);
  const { email } = await readJson(request, newsletterSignupSchema);
  await enforceRateLimit(
    db,
    NEWSLETTER_RATE_LIMIT,
    clientAddress(request, context),
    (minutes) => `Too many sign-up attempts. Please try again in ${minutes} minutes.`,
  );
  await subscribe(db, email);
  return json({ subscribed: true });
});

export const config: Config = { path: '/api/newsletter' };
