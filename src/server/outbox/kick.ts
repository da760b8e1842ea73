// Starts the dispatcher right after an event wrote its messages, without delaying the answer: the work runs on
// its own connection after the response (Netlify keeps the invocation alive for context.waitUntil).
import { connect } from '../db/database.ts';
import { emailSender } from '../email/email-sender.ts';
import { smsSenderFromEnv } from '../sms/sms-sender.ts';
import { dispatchOutbox } from './dispatch.ts';

export function kickDispatcher(context: { waitUntil?: (promise: Promise<unknown>) => void }): void {
  if (typeof context?.waitUntil !== 'function') return; // the scheduled run will send them
  const work = (async () => {
    const { db, release } = connect();
    try {
      await dispatchOutbox(db, { senders: { sms: await smsSenderFromEnv(), email: emailSender() }, limit: 10 });
    } finally {
      await release();
    }
  })().catch((error: unknown) =>
    console.error('Outbox dispatch after a booking failed:', error instanceof Error ? error.message : error),
  );
  context.waitUntil(work);
}
