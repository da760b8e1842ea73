// The auth token and public origin Twilio's webhooks are checked with (twilio-webhook.ts), shared by the inbound
// answers and the status callback. TWILIO_AUTH_TOKEN when set. Without it, only a local run (no Netlify CONTEXT, or
// `netlify dev`'s CONTEXT=dev, and NODE_ENV not production) uses a well-known development token, so `npm start`, the
// tests and the simulate script can sign requests; anywhere else (production, deploy previews, branch deploys) a
// missing token refuses every webhook with 403, since a known token would let anyone forge them.

import { siteUrl } from '../email/provider.ts';
import { HttpError } from '../http/http-error.ts';
import type { TwilioWebhookSettings } from './twilio-webhook.ts';

export const LOCAL_DEVELOPMENT_TOKEN = 'local-development-token';

/** Whether this is a developer's machine or a test, never a deploy. */
export function isLocalRun(env: NodeJS.ProcessEnv = process.env): boolean {
  return (
    (env.CONTEXT === undefined || env.CONTEXT === 'dev') &&
    env.NODE_ENV !== 'production' &&
    !env.NETLIFY &&
    !env.AWS_LAMBDA_FUNCTION_NAME
  );
}

/** The settings for this environment; throws a 403 when a deploy has no TWILIO_AUTH_TOKEN. */
export function twilioWebhookSettings(env: NodeJS.ProcessEnv = process.env): TwilioWebhookSettings {
  const token = env.TWILIO_AUTH_TOKEN?.trim();
  const authToken = token || (isLocalRun(env) ? LOCAL_DEVELOPMENT_TOKEN : undefined);
  if (!authToken) {
    throw new HttpError(403, 'Twilio webhooks are refused: TWILIO_AUTH_TOKEN is not set.', { code: 'bad_signature' });
  }
  return { authToken, publicOrigin: siteUrl(env) };
}
