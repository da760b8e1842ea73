// Twilio's webhooks (the inbound WhatsApp answers, the status callbacks) are trusted only when signed: Twilio sends
// X-Twilio-Signature, an HMAC-SHA1 with the account's auth token of the public URL it called followed by the form's
// parameters, and Twilio's own validator checks it (docs/whatsapp.md "Webhooks"). The public URL is the site's
// (`URL`), not the one the function sees behind Netlify's proxy.
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import { HttpError } from '../http/http-error.ts';

/** A form body larger than any Twilio sends: refused before it is parsed. */
const MAX_FORM_BYTES = 64 * 1024;

export interface TwilioWebhookSettings {
  authToken: string;
  /** The site's public origin, e.g. https://www.helawedakama.lk (no trailing slash). */
  publicOrigin: string;
}

/** Whether `signature` is Twilio's for this URL and these parameters. */
export function isSignedByTwilio(
  authToken: string,
  signature: string,
  url: string,
  params: Record<string, string>,
): boolean {
  return signature !== '' && validateRequest(authToken, signature, url, params);
}

/**
 * The form Twilio posted, once its signature is checked against the public URL of the request's path: 403 when the
 * signature is missing or wrong, 400 when the body is not a form or too large.
 */
export async function readTwilioForm(
  request: Request,
  settings: TwilioWebhookSettings,
): Promise<Record<string, string>> {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) {
    throw new HttpError(415, 'Twilio webhooks are form-encoded (application/x-www-form-urlencoded).');
  }
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > MAX_FORM_BYTES) throw new HttpError(413, 'The form is larger than Twilio sends.');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const params: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) params[key] = value;
  const { pathname, search } = new URL(request.url);
  const signature = request.headers.get('x-twilio-signature') ?? '';
  if (!isSignedByTwilio(settings.authToken, signature, `${settings.publicOrigin}${pathname}${search}`, params)) {
    throw new HttpError(403, 'The request is not signed by Twilio.', { code: 'bad_signature' });
  }
  return params;
}
