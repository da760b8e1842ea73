// Scheduled every 5 minutes (UTC, published deploys only): keeps 30 days of slots open, queues tomorrow's
// reminders (SMS and e-mail), ends lapsed waitlist offers and offers free places to those waiting, sends whatever is
// due in the outbox (retries included), then deletes or redacts the personal data older than its retention period in
// Settings (src/server/retention/retention.ts). No URL: nobody can call it.
import type { Config } from '@netlify/functions';
import { enqueueDayBeforeReminders } from '../../src/server/booking/day-before-reminder.ts';
import { generateSlots } from '../../src/server/booking/slot-generation.ts';
import { enqueueSoonReminders } from '../../src/server/booking/soon-reminder.ts';
import { connect } from '../../src/server/db/database.ts';
import { dispatchOutbox } from '../../src/server/outbox/dispatch.ts';
import { sendersFromEnv } from '../../src/server/outbox/senders.ts';
import { applyRetention, retentionSummary } from '../../src/server/retention/retention.ts';
import { runWaitlist } from '../../src/server/waitlist/waitlist-run.ts';
import { BOOKING_WINDOW_DAYS } from '../../src/shared/booking/booking-schema.ts';
import { colomboToday } from '../../src/shared/utils/colombo-time.ts';

export default async function dispatchScheduled(): Promise<Response> {
  const { db, release } = connect();
  try {
    const opened = await generateSlots(db, colomboToday(), BOOKING_WINDOW_DAYS);
    const reminders = (await enqueueDayBeforeReminders(db)) + (await enqueueSoonReminders(db));
    const waitlist = await runWaitlist(db);
    const report = await dispatchOutbox(db, { senders: await sendersFromEnv(), limit: 200 });
    console.info(
      `Outbox run: ${opened} slots opened, ${reminders} reminders queued, waitlist offers: ${waitlist.lapsed} lapsed, ${waitlist.offered} made`,
      report,
    );
    const retained = await applyRetention(db);
    if (Object.values(retained).some((count) => count > 0)) console.info(`Retention: ${retentionSummary(retained)}`);
    return new Response(null, { status: 204 });
  } finally {
    await release();
  }
}

export const config: Config = { schedule: '*/5 * * * *' };
