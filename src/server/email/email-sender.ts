// The e-mail channel of the outbox dispatcher (src/server/outbox/dispatch.ts): retries with backoff and "claimed
// once" come from the dispatcher; a send that throws leaves the row pending with a later next_attempt_at. An
// address the receiving server refuses for good (550 and kin) is not retried.
import { type MessageSender, PermanentSendError } from '../outbox/sender.ts';
import { type EmailTransportOptions, sendOutboxEmail } from './transport.ts';

/** SMTP replies that mean "this mailbox will never take it": no such user, mailbox name not allowed. */
const PERMANENT_SMTP_CODES = new Set([550, 551, 553]);

function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && PERMANENT_SMTP_CODES.has(code);
}

export function emailSender(options: EmailTransportOptions = {}): MessageSender {
  return {
    async send(message) {
      try {
        return await sendOutboxEmail(message, options);
      } catch (error) {
        if (isPermanentRefusal(error)) throw new PermanentSendError((error as Error).message);
        throw error;
      }
    },
  };
}
