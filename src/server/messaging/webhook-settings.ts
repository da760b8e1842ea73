// The auth token and public origin Twilio's webhooks are checked with (twilio-webhook.ts), shared by the inbound
// answers and the status callback. Deployed (any Netlify context but `netlify dev`, or Netlify's or AWS's runtime)
// the token is TWILIO_AUTH_TOKEN and nothing else: without it every webhook is refused (403), since no signature can
// match a token nobody has, and a well-known one would let anyone forge answers. Only a local run (`npm start`,
// `npm run dev`, the tests) without TWILIO_AUTH_TOKEN uses LOCAL_TWILIO_TOKEN, so `npm run whatsapp:simulate` can
// sign its requests. The public origin is the site's (URL); locally, where the server is called on its own address,
// the request's origin, which is what the simulate script signed.
import { randomBytes } from 'node:crypto';
import { siteUrl } from '../email/provider.ts';
import type { TwilioWebhookSettings } from './twilio-webhook.ts';

/** The token a local run without TWILIO_AUTH_TOKEN signs and checks with (scripts/whatsapp-simulate.ts). */
export const LOCAL_TWILIO_TOKEN = 'local-development-token';

/** Whether this process is a deploy, not a developer's machine or a test. */
export function isDeployed(env: NodeJS.ProcessEnv = process.env): boolean {
  const context = env.CONTEXT?.trim();
  return (
    (context !== undefined && context !== '' && context !== 'dev') ||
    env.NODE_ENV === 'production' ||
    Boolean(env.NETLIFY_BLOBS_CONTEXT) ||
    Boolean(env.NETLIFY) ||
    Boolean(env.AWS_LAMBDA_FUNCTION_NAME)
  );
}

// A token no one knows: what a deployment without TWILIO_AUTH_TOKEN checks with, so every signature is wrong.
const UNKNOWABLE_TOKEN = randomBytes(32).toString('hex');

export function twilioWebhookSettings(
  env: NodeJS.ProcessEnv = process.env,
  /** The URL the request came to: locally its origin is the public one. */
  requestUrl?: string,
): TwilioWebhookSettings {
  const configured = env.TWILIO_AUTH_TOKEN?.trim();
  if (isDeployed(env)) return { authToken: configured || UNKNOWABLE_TOKEN, publicOrigin: siteUrl(env) };
  return {
    authToken: configured || LOCAL_TWILIO_TOKEN,
    publicOrigin: requestUrl ? new URL(requestUrl).origin : siteUrl(env),
  };
}
