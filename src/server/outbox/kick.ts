// Starts the dispatcher right after an event wrote its messages, without delaying the answer: the work runs on
// its own connection after the response (Netlify keeps the invocation alive for context.waitUntil).
import { connect } from '../db/database.ts';
import { dispatchOutbox } from './dispatch.ts';
import { sendersFromEnv } from './senders.ts';

type WaitUntil = (promise: Promise<unknown>) => void;

// One run at a time per process: a kick during a run asks that run to go round once more, instead of starting
// a second dispatcher that competes with the bookings for connections and with the first run for the same rows.
const BATCH = 10;
let running: Promise<void> | undefined;
let again = false;

export function kickDispatcher(context: { waitUntil?: WaitUntil }): void {
  if (typeof context?.waitUntil !== 'function') return; // the scheduled run will send them
  if (running) {
    again = true;
    context.waitUntil(running);
    return;
  }
  const waitUntil = context.waitUntil.bind(context);
  const work = (async () => {
    const { db, release } = connect();
    try {
      const senders = await sendersFromEnv();
      do {
        again = false;
        const report = await dispatchOutbox(db, { senders, limit: BATCH });
        // A full batch may have left more behind.
        if (report.sent + report.retrying + report.failed >= BATCH) again = true;
      } while (again);
    } finally {
      await release();
    }
  })()
    .catch((error: unknown) =>
      console.error('Outbox dispatch after a booking failed:', error instanceof Error ? error.message : error),
    )
    .finally(() => {
      running = undefined;
      // A kick that came after the last round's check: its messages are not left for the scheduled run.
      if (again) kickDispatcher({ waitUntil });
    });
  running = work;
  waitUntil(work);
}
