// The private manage link: /appointment/manage#token=... The token is an HMAC of the appointment's id, so an
// idempotent retry can hand back the same link; the database keeps only its SHA-256 (schema.ts), and the token
// travels in the URL fragment, which browsers never send to a server or write to its logs.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

let processSecret: string | undefined;

/** SESSION_SECRET in production (.env.example); without it (local runs) a random secret for this process. */
function secret(): string {
  const configured = process.env.SESSION_SECRET;
  if (configured) return configured;
  processSecret ??= randomBytes(32).toString('base64');
  return processSecret;
}

export function manageTokenFor(appointmentId: string): string {
  return createHmac('sha256', secret()).update(`appointment-manage:${appointmentId}`).digest('base64url');
}

export function hashManageToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function manageUrl(token: string): string {
  return `/appointment/manage#token=${token}`;
}

/** The manage link opened on the move calendar (a WhatsApp "Another time" answer): the page reads `view=move`. */
export function manageMoveUrl(token: string): string {
  return `${manageUrl(token)}&view=move`;
}

/** The waitlist entry's private link (docs/product-rules.md "Waitlist"): the same scheme, its own purpose. */
export function waitlistTokenFor(entryId: string): string {
  return createHmac('sha256', secret()).update(`waitlist:${entryId}`).digest('base64url');
}

export function waitlistUrl(token: string): string {
  return `/appointment/waitlist#token=${token}`;
}
