// Starts the dispatcher right after an event wrote its messages, without delaying the answer: the work runs on
// its own connection after the response (Netlify keeps the invocation alive for context.waitUntil).
import { connect } from '../db/database.ts';
import { dispatchOutbox } from './dispatch.ts';
import { sendersFromEnv } from './senders.ts';

// One run at a time per process: a kick during a run asks that run to go round once more, instead of starting
// a second dispatcher that competes with the bookings for connections and with the first run for the same rows.
const BATCH = 10;
let busy = false;
let again = false;
let current: Promise<void> = Promise.resolve();

export function kickDispatcher(context: { waitUntil?: (promise: Promise<unknown>) => void }): void {
  if (typeof context?.waitUntil !== 'function') return; // the scheduled run will send them
  if (busy) {
    again = true;
    context.waitUntil(current);
    return;
  }
  busy = true;
  current = (async () => {
    try {
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
        // In the same step as the last check of `again`: a kick from now on starts a run of its own.
        busy = false;
        await release();
      }
    } finally {
      busy = false;
    }
  })().catch((error: unknown) =>
    console.error('Outbox dispatch after a booking failed:', error instanceof Error ? error.message : error),
  );
  context.waitUntil(current);
}
