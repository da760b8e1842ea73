// Moving an inbox item along (updateInboxItem: status, read mark, a pledge's transfer) and answering it by e-mail
// (replyToInboxItem, through the outbox). Each is one statement on its row, so two staff acting at once are applied
// one after the other, and each change is logged with who made it in the same transaction.
import { type Kysely, sql } from 'kysely';
import type { ContactStatus, DonationStatus } from '../../shared/enums.ts';
import {
  INBOX_KIND_LABELS,
  type InboxItem,
  type InboxKind,
  type InboxReply,
  type InboxUpdate,
} from '../../shared/inbox/inbox.ts';
import { formatDay, formatLkr } from '../../shared/utils/format.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { enqueueMessages } from '../outbox/enqueue.ts';
import { inboxItem } from './inbox-queries.ts';

const TABLES = {
  contact: 'contact_messages',
  pledge: 'donation_pledges',
  feedback: 'volunteer_feedback',
} as const satisfies Record<InboxKind, keyof Database>;

function notFound(): HttpError {
  return new HttpError(404, 'This inbox item no longer exists.', { code: 'not_found' });
}

function readMark(read: boolean | undefined, now: Date) {
  if (read === undefined) return {};
  return { read_at: read ? sql<Date>`coalesce(read_at, ${now})` : null };
}

export async function updateInboxItem(
  db: Kysely<Database>,
  change: InboxUpdate,
  actor: Actor,
  now = new Date(),
): Promise<InboxItem> {
  return db.transaction().execute(async (trx) => {
    const updated =
      change.kind === 'pledge'
        ? await trx
            .updateTable('donation_pledges')
            .set({
              ...readMark(change.read, now),
              ...(change.status && {
                status: change.status as DonationStatus,
                received_amount: change.status === 'received' ? (change.receivedAmount ?? null) : null,
                received_on: change.status === 'received' ? (change.receivedOn ?? null) : null,
              }),
            })
            .where('id', '=', change.id)
            .returning('id')
            .executeTakeFirst()
        : await trx
            .updateTable(TABLES[change.kind])
            .set({
              ...readMark(change.read, now),
              ...(change.status && { status: change.status as ContactStatus }),
            })
            .where('id', '=', change.id)
            .returning('id')
            .executeTakeFirst();
    if (!updated) throw notFound();
    const item = await inboxItem(trx, change.kind, change.id);
    if (!item) throw notFound();
    // Only a change of status is worth an auditor's line; opening an item is not.
    if (change.status) {
      const received =
        change.status === 'received' && item.receivedAmount !== null && item.receivedOn
          ? ` (${formatLkr(item.receivedAmount)} on ${formatDay(item.receivedOn, 'compact')})`
          : '';
      await logChange(
        trx,
        actor,
        {
          action: 'inbox_item_updated',
          description: `${INBOX_KIND_LABELS[change.kind]} ${item.reference} marked ${change.status}${received}`,
          metadata: { kind: change.kind, id: change.id, status: change.status },
        },
        now,
      );
    }
    return item;
  });
}

/** Sends the reply through the outbox, marks the item read and (a message or feedback) answered, and logs it. */
export async function replyToInboxItem(
  db: Kysely<Database>,
  reply: InboxReply,
  actor: Actor,
  now = new Date(),
): Promise<InboxItem> {
  return db.transaction().execute(async (trx) => {
    const before = await inboxItem(trx, reply.kind, reply.id);
    if (!before) throw notFound();
    await enqueueMessages(trx, [
      { channel: 'email', recipient: before.email, subject: reply.subject, body: reply.message },
    ]);
    const answered = reply.kind === 'pledge' || before.status === 'closed' ? {} : { status: 'answered' as const };
    await trx
      .updateTable(TABLES[reply.kind])
      .set({ read_at: sql<Date>`coalesce(read_at, ${now})`, ...answered })
      .where('id', '=', reply.id)
      .execute();
    await logChange(
      trx,
      actor,
      {
        action: 'inbox_item_replied',
        description: `Replied by e-mail to ${INBOX_KIND_LABELS[reply.kind].toLowerCase()} ${before.reference}`,
        metadata: { kind: reply.kind, id: reply.id },
      },
      now,
    );
    const item = await inboxItem(trx, reply.kind, reply.id);
    if (!item) throw notFound();
    return item;
  });
}
