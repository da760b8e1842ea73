// The outbox dispatcher (docs/decisions.md "Messages are never lost"). Each run claims due messages atomically (FOR
// UPDATE SKIP LOCKED, then status 'sending' with a lease), so parallel runs never take the same row; sends each
// one, a few at a time; marks it sent, or schedules a retry with exponential backoff. A message is handed to the
// provider once per attempt: its lease outlasts the send from the moment the send starts, and a row is only
// reclaimed after its lease ends, long after the provider's own timeout. The row is also the record of what was
// sent: each claim notes when its attempt began, and an attempt whose outcome nobody saw (no answer from the
// provider, or a run that ended before marking the row) leaves `unresolved_since`, so the next attempt asks the
// provider for that message before sending it again (the README's "Delivery" paragraph).
import { type Kysely, sql } from 'kysely';
import type { OutboxChannel } from '../../shared/enums.ts';
import type { Database } from '../db/schema.ts';
import { writeDeferredEmail } from '../email/deferred-emails.ts';
import { fallBackToSms } from '../whatsapp/fallback.ts';
import type { WrittenMessage } from './enqueue.ts';
import { type MessageSender, NotSentError, type OutboxMessage, PermanentSendError } from './sender.ts';

export interface DispatchOptions {
  /** Channels with a sender; messages of other channels wait for theirs. */
  senders: Partial<Record<OutboxChannel, MessageSender>>;
  limit?: number;
  now?: () => Date;
  leaseSeconds?: number;
  maxAttempts?: number;
}

export interface DispatchReport {
  sent: number;
  retrying: number;
  failed: number;
}

const BASE_DELAY_SECONDS = 30;
const MAX_DELAY_SECONDS = 3600;
/** How many messages of a batch are with the providers at once. */
const SEND_LANES = 5;

/** 30 s, 1 min, 2 min, 4 min ... at most an hour, after the n-th failed attempt. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

interface SentMark {
  id: string;
  providerId: string;
  sentAt: Date;
}

/**
 * A private manage link's token (booking/manage-token.ts) in a message: once the message is sent, no copy of the
 * token stays in the outbox (src/server/booking/README.md "Private link"), only the link's place.
 */
const MANAGE_TOKEN = '#token=[A-Za-z0-9_-]+';
const REDACTED = '#token=redacted';

/** `column`'s text with every manage token replaced (`template` is jsonb: it is read and written back as text). */
function redacted(column: 'body' | 'html' | 'template') {
  const text = column === 'template' ? sql`${sql.ref(column)}::text` : sql.ref(column);
  const replaced = sql`regexp_replace(${text}, ${MANAGE_TOKEN}, ${REDACTED}, 'g')`;
  return column === 'template' ? sql<string | null>`${replaced}::jsonb` : sql<string | null>`${replaced}`;
}

function redactedManageLinks() {
  return { body: redacted('body'), html: redacted('html'), template: redacted('template') };
}

/**
 * Marks sent messages as sent, and redacts the manage links they carried, several in one statement: the first mark
 * goes at once, and the marks of messages whose sends end while it is on its way wait for it and go together in the
 * next (as a database groups commits),
 * so a mark is at most one statement behind its send (docs/booking-speed.md: one statement per delivered message
 * was most of the dispatcher's cost).
 */
function sentMarks(db: Kysely<Database>): (mark: SentMark) => Promise<void> {
  type Waiting = { mark: SentMark; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let writing = false;
  async function write() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await sql`
          update outbox_messages as o
          set status = 'sent', sent_at = v."sentAt", provider_id = v."providerId", locked_until = null, last_error = null,
            unresolved_since = null,
            body = ${redacted('body')}, html = ${redacted('html')}, template = ${redacted('template')}
          from json_to_recordset(${JSON.stringify(batch.map(({ mark }) => mark))}::json)
            as v(id uuid, "providerId" text, "sentAt" timestamptz)
          where o.id = v.id`.execute(db);
        for (const { resolve } of batch) resolve();
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    writing = false;
  }
  return (mark) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ mark, resolve, reject });
      if (!writing) void write();
    });
}

/** An outbox row as it is stored: no body yet when its template is to be written at sending time. */
type StoredMessage = Omit<OutboxMessage, 'body'> & { body: string | null; template: unknown };

/**
 * The message as it goes out: an e-mail queued as its message's name and values is written now
 * (email/deferred-emails.ts); one that cannot be written never will be, so it is not retried.
 */
export function asSent<Row extends StoredMessage>(row: Row): Row & OutboxMessage {
  const { body } = row;
  if (body !== null) return { ...row, body };
  let written: WrittenMessage;
  try {
    written = writeDeferredEmail(row.template);
  } catch (error) {
    throw new PermanentSendError(`The e-mail could not be written: ${errorText(error)}`);
  }
  return {
    ...row,
    subject: written.subject ?? null,
    body: written.body,
    html: written.html ?? null,
    attachments: written.attachments ?? [],
  };
}

export async function dispatchOutbox(db: Kysely<Database>, options: DispatchOptions): Promise<DispatchReport> {
  const clock = options.now ?? (() => new Date());
  const channels = Object.keys(options.senders) as OutboxChannel[];
  const report: DispatchReport = { sent: 0, retrying: 0, failed: 0 };
  if (channels.length === 0) return report;
  const now = clock();
  const leaseMs = (options.leaseSeconds ?? 120) * 1000;
  const leaseEnds = new Date(now.getTime() + leaseMs);

  const claimed = await db
    .updateTable('outbox_messages')
    // The claim is the record that an attempt begins (attempt_started_at). A row taken over after its lease ran
    // out was with a run that never said how its attempt ended: that attempt's outcome is unknown from when it
    // began (unresolved_since). In SET, the columns name the row as it was before this update.
    .set((eb) => ({
      status: 'sending',
      locked_until: leaseEnds,
      attempts: eb('attempts', '+', 1),
      attempt_started_at: now,
      unresolved_since: sql<Date | null>`case when status = 'sending'
        then coalesce(unresolved_since, attempt_started_at, created_at) else unresolved_since end`,
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox_messages')
        .select('id')
        .where('channel', 'in', channels)
        .where((due) =>
          due.or([
            due.and([due('status', '=', 'pending'), due('next_attempt_at', '<=', now)]),
            due.and([due('status', '=', 'sending'), due('locked_until', '<', now)]),
          ]),
        )
        .orderBy('next_attempt_at')
        .limit(options.limit ?? 50)
        .forUpdate()
        .skipLocked(),
    )
    .returning([
      'id',
      'channel',
      'recipient',
      'subject',
      'body',
      'html',
      'attachments',
      'template',
      'attempts',
      'unresolved_since',
    ])
    .execute();

  const leaseEndsAt = leaseEnds.getTime();
  const markSent = sentMarks(db);
  const marks: Promise<void>[] = [];
  async function deliver(message: (typeof claimed)[number]): Promise<void> {
    const sender = options.senders[message.channel];
    if (!sender) return;
    // The lease covers one send, not the batch: while half of the claim's lease is left, it outlasts any send
    // (Twilio 15 s, SMTP 10 + 10 + 20 s, against 120 s) and no statement is spent on it; later it is renewed just
    // before the send. A message whose lease ran out while earlier ones were sent may have been taken over by
    // another run (its attempts count moved on): that run sends it, this one leaves it.
    if (leaseEndsAt - clock().getTime() < leaseMs / 2) {
      const stillOurs = await db
        .updateTable('outbox_messages')
        .set({ locked_until: new Date(clock().getTime() + leaseMs) })
        .where('id', '=', message.id)
        .where('status', '=', 'sending')
        .where('attempts', '=', message.attempts)
        .returning('id')
        .executeTakeFirst();
      if (!stillOurs) return;
    }
    let providerId: string;
    try {
      ({ providerId } = await sender.send({ ...asSent(message), unresolvedSince: message.unresolved_since }));
    } catch (error) {
      const giveUp = error instanceof PermanentSendError || message.attempts >= (options.maxAttempts ?? 10);
      // No answer from the provider: this attempt may have gone, and the next one asks before sending.
      const unknownOutcome = !(error instanceof PermanentSendError || error instanceof NotSentError);
      await db
        .updateTable('outbox_messages')
        .set({
          status: giveUp ? 'failed' : 'pending',
          locked_until: null,
          last_error: errorText(error),
          next_attempt_at: new Date(clock().getTime() + retryDelaySeconds(message.attempts) * 1000),
          ...(unknownOutcome ? { unresolved_since: sql<Date>`coalesce(unresolved_since, attempt_started_at)` } : {}),
          // A message given up on is never written again: its manage link goes as a sent one's does.
          ...(giveUp ? redactedManageLinks() : {}),
        })
        .where('id', '=', message.id)
        .execute();
      // The error only: a message body may name the patient and must not reach a log.
      console.error(`Outbox message ${message.id} (${message.channel}) not sent: ${errorText(error)}`);
      // A WhatsApp message given up on goes as one SMS instead (whatsapp/fallback.ts); a failure to queue it is
      // the status callback's to mend (it reports the failure too) and must not stop the lane.
      if (giveUp && message.channel === 'whatsapp') {
        await fallBackToSms(db, message.id).catch((fallbackError: unknown) =>
          console.error(`Outbox message ${message.id}: SMS fallback not queued: ${errorText(fallbackError)}`),
        );
      }
      if (giveUp) report.failed++;
      else report.retrying++;
      return;
    }
    // The lane goes on to its next send while the mark is written with those of the other lanes; the run ends
    // only once every mark is written. A mark that fails leaves the message 'sending' until its lease ends, and
    // it goes again then (at least once: the README's "Delivery").
    marks.push(
      markSent({ id: message.id, providerId, sentAt: clock() }).then(
        () => {
          report.sent++;
        },
        (error: unknown) => {
          console.error(`Outbox message ${message.id} (${message.channel}) sent, not marked sent: ${errorText(error)}`);
          report.retrying++;
        },
      ),
    );
  }

  // A few messages are with the providers at once instead of one after the other (Twilio takes parallel
  // requests; each SMTP send has its own connection): a batch takes a few sends' time (docs/booking-speed.md).
  let next = 0;
  const lane = async () => {
    for (let message = claimed[next++]; message; message = claimed[next++]) await deliver(message);
  };
  await Promise.all(Array.from({ length: SEND_LANES }, lane));
  await Promise.all(marks);
  return report;
}
