// Messages are never lost (docs/decisions.md): whatever reports an event writes its messages here, in the same
// transaction as the event itself. The dispatcher sends them later, retrying until they go.
import type { Kysely, Transaction } from 'kysely';
import type { OutboxChannel } from '../../shared/enums.ts';
import type { Database } from '../db/schema.ts';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** A phone number in E.164 form for SMS, an e-mail address for e-mail. */
  recipient: string;
  subject?: string;
  body: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** Makes a message that must go at most once (e.g. `reminder:{appointmentId}:sms`) impossible to enqueue twice. */
  dedupeKey?: string;
  /** When to send it; now by default. */
  sendAt?: Date;
}

export async function enqueueMessages(
  db: Kysely<Database> | Transaction<Database>,
  messages: OutgoingMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('outbox_messages')
    .values(
      messages.map((message) => ({
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? null,
        body: message.body,
        html: message.html ?? null,
        attachments: JSON.stringify(message.attachments ?? []),
        dedupe_key: message.dedupeKey ?? null,
        next_attempt_at: message.sendAt ?? new Date(),
      })),
    )
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}
