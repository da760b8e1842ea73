// Messages are never lost (docs/decisions.md): whatever reports an event writes its messages here, in the same
// transaction as the event itself. The dispatcher sends them later, retrying until they go.
import type { Kysely, Transaction } from 'kysely';
import type { OutboxChannel } from '../../shared/enums.ts';
import type { Database } from '../db/schema.ts';
import type { DeferredEmail } from '../email/deferred-emails.ts';

interface Envelope {
  channel: OutboxChannel;
  /** A phone number in E.164 form for SMS, an e-mail address for e-mail. */
  recipient: string;
  /** Makes a message that must go at most once (e.g. `reminder:{appointmentId}:sms`) impossible to enqueue twice. */
  dedupeKey?: string;
  /** When to send it; now by default. */
  sendAt?: Date;
  /** The visit a patient's message is about (the staff screen shows which channel reached the patient). */
  appointmentId?: string;
}

/** A message written when it is queued. */
export interface WrittenMessage extends Envelope {
  subject?: string;
  body: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** An e-mail queued as its message's name and values, written when it is sent (email/deferred-emails.ts). */
export interface DeferredMessage extends Envelope {
  template: DeferredEmail;
}

export type OutgoingMessage = WrittenMessage | DeferredMessage;

/** The columns a queued message sets; the others keep their defaults (pending, no attempts yet). */
export const OUTBOX_COLUMNS = [
  'channel',
  'recipient',
  'subject',
  'body',
  'html',
  'attachments',
  'template',
  'dedupe_key',
  'next_attempt_at',
  'appointment_id',
] as const;

function outboxRow(message: OutgoingMessage) {
  const written = 'template' in message ? undefined : message;
  return {
    channel: message.channel,
    recipient: message.recipient,
    subject: written?.subject ?? null,
    body: written?.body ?? null,
    html: written?.html ?? null,
    attachments: written?.attachments ?? [],
    template: 'template' in message ? message.template : null,
    dedupe_key: message.dedupeKey ?? null,
    next_attempt_at: message.sendAt ?? new Date(),
    appointment_id: message.appointmentId ?? null,
  } satisfies Record<(typeof OUTBOX_COLUMNS)[number], unknown>;
}

/**
 * The messages that have somewhere to go: a patient booked by staff without an e-mail address (a walk-in) gets no
 * e-mail, and every message about their visit skips that channel here, in one place.
 */
function addressed(messages: OutgoingMessage[]): OutgoingMessage[] {
  return messages.filter((message) => message.recipient.trim() !== '');
}

/**
 * The messages as one JSON array of outbox rows, for a statement that queues them together with the event's own
 * writes (`json_populate_recordset(null::outbox_messages, ...)`, as a booking does: docs/booking-speed.md).
 */
export function outboxRecords(messages: OutgoingMessage[]): string {
  return JSON.stringify(addressed(messages).map(outboxRow));
}

export async function enqueueMessages(
  db: Kysely<Database> | Transaction<Database>,
  messages: OutgoingMessage[],
): Promise<void> {
  const rows = addressed(messages);
  if (rows.length === 0) return;
  await db
    .insertInto('outbox_messages')
    .values(
      rows.map((message) => {
        const row = outboxRow(message);
        return {
          ...row,
          attachments: JSON.stringify(row.attachments),
          template: row.template && JSON.stringify(row.template),
        };
      }),
    )
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}
