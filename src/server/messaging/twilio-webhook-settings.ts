// The auth token and public origin Twilio's webhooks are checked against (twilio-webhook.ts). Deployed on Netlify
// (CONTEXT production, deploy-preview or branch-deploy, or Netlify's runtime) the token is TWILIO_AUTH_TOKEN and
// nothing else: without it every webhook is refused (403), as no signature can match a token nobody has. Only a
// local run (`npm start`, `npm run dev`, the tests) without TWILIO_AUTH_TOKEN uses LOCAL_TWILIO_TOKEN, so that
// `npm run whatsapp:simulate` can sign its requests. The public origin is the site's (URL); locally, where the
// server is called on its own address, the request's origin, which is what the simulate script signed.
// Minimal on this branch; reconciled with the outbound side's version at merge.
import { randomBytes } from 'node:crypto';
import { siteUrl } from '../email/provider.ts';
import type { TwilioWebhookSettings } from './twilio-webhook.ts';

/** The token a local run without TWILIO_AUTH_TOKEN signs and checks with (scripts/whatsapp-simulate.ts). */
export const LOCAL_TWILIO_TOKEN = 'local-development-token';

/** Whether this process runs on Netlify (any deploy context other than `netlify dev`), not on a developer's machine. */
export function isDeployed(env: NodeJS.ProcessEnv = process.env): boolean {
  const context = env.CONTEXT?.trim();
  return (
    (context !== undefined && context !== '' && context !== 'dev') ||
    Boolean(env.NETLIFY_BLOBS_CONTEXT) ||
    env.NETLIFY === 'true'
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
