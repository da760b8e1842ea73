// Tells staff that something waits for them, by e-mail and SMS as the Settings switches of that event say
// (src/shared/settings/settings-schema.ts has the events and the defaults of a fresh install). The messages are
// queued in the event's own transaction, so the alert goes with the record or not at all. Never health
// information.
import type { Kysely } from 'kysely';
import type { NotificationEvent, Settings } from '../../shared/settings/settings-schema.ts';
import type { Database } from '../db/schema.ts';
import { deferredEmail } from '../email/deferred-emails.ts';
import type { StaffAlertEmailData } from '../email/messages.ts';
import type { OutgoingMessage } from '../outbox/enqueue.ts';
import { readSettings, staffSmsNumberIn } from '../settings/settings-queries.ts';

export interface StaffAlert extends StaffAlertEmailData {
  event: NotificationEvent;
}

/** Where staff want to hear of one event: whether by e-mail, and the staff number when by SMS. */
export interface StaffAlertRoute {
  email: boolean;
  sms: string | null;
}

/** Read before the event's transaction where that transaction holds a lock (a booking holds its slot's). */
export async function staffAlertRoute(db: Kysely<Database>, event: NotificationEvent): Promise<StaffAlertRoute> {
  return staffAlertRouteIn(await readSettings(db), event);
}

/** The route as `settings` say (read once for a whole event: docs/booking-speed.md). */
export function staffAlertRouteIn(settings: Settings, event: NotificationEvent): StaffAlertRoute {
  const wanted = settings.notifications[event];
  return { email: wanted.email, sms: wanted.sms ? staffSmsNumberIn(settings) : null };
}

/** Enough text for "look at the back office" without running to many SMS segments. */
const SMS_LIMIT = 300;

/**
 * The staff messages the route asks for; the e-mail is written when it is sent (email/deferred-emails.ts).
 * `channels` leaves out a channel the caller sends itself (a booking and a cancellation text the doctor and the
 * staff number with their own wording).
 */
export function staffAlertMessages(
  route: StaffAlertRoute,
  alert: StaffAlert,
  channels: readonly ('sms' | 'email')[] = ['sms', 'email'],
): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  if (route.email && channels.includes('email')) messages.push(deferredEmail({ name: 'staff-alert', data: alert }));
  if (route.sms && channels.includes('sms')) {
    const text = `${alert.title}: ${alert.summary}`;
    messages.push({
      channel: 'sms',
      recipient: route.sms,
      body: text.length > SMS_LIMIT ? `${text.slice(0, SMS_LIMIT - 1)}…` : text,
      dedupeKey: `sms:staff-alert:${alert.event}:${alert.id}`,
    });
  }
  return messages;
}

/** Reads the route and builds the messages in one step, for events that hold no lock. */
export async function staffAlertsFor(db: Kysely<Database>, alert: StaffAlert): Promise<OutgoingMessage[]> {
  return staffAlertMessages(await staffAlertRoute(db, alert.event), alert);
}
