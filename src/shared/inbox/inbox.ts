// The inbox (docs/product-rules.md "Inbox"): contact messages, donation pledges and volunteer feedback in one list,
// what staff send to move one along (updateInboxItem) or answer it by e-mail (replyToInboxItem), and what the list
// answers (listInbox). Shared by the Inbox screen and the server.
import { z } from 'zod';
import { CONTACT_STATUSES, DONATION_STATUSES } from '../enums.ts';

export const INBOX_KINDS = ['contact', 'pledge', 'feedback'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Contact message',
  pledge: 'Donation pledge',
  feedback: 'Volunteer feedback',
};

/** The statuses each kind moves through: a message is answered or closed, a pledge received or lapsed. */
export const INBOX_STATUSES: Record<InboxKind, readonly string[]> = {
  contact: CONTACT_STATUSES,
  pledge: DONATION_STATUSES,
  feedback: CONTACT_STATUSES,
};

export const INBOX_STATUS_LABELS: Record<string, string> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
  pledged: 'Pledged',
  received: 'Received',
  lapsed: 'Lapsed',
};

const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const inboxListQuerySchema = z.object({
  /** A reference (DN-...), a name, an e-mail address or a phone number in any form people write it. */
  q: z.preprocess(blankAsUndefined, z.string().trim().max(120, 'Keep the search under 120 characters').optional()),
  kind: z.enum(['all', ...INBOX_KINDS], { error: 'Choose contact, pledge, feedback or all' }).default('all'),
  /** Only what no one has opened yet. */
  unread: z.enum(['true', 'false'], { error: 'Give unread as true or false' }).optional(),
});
export type InboxListQuery = z.output<typeof inboxListQuerySchema>;

const itemKey = {
  kind: z.enum(INBOX_KINDS, { error: 'Choose contact, pledge or feedback' }),
  id: z.uuid({ error: 'Choose an inbox item' }),
};

export const inboxUpdateSchema = z
  .object({
    ...itemKey,
    /** The new status: new, answered or closed; a pledge pledged, received or lapsed. */
    status: z.preprocess(blankAsUndefined, z.string().optional()),
    /** True marks it opened; false marks it new again. */
    read: z.boolean({ error: 'Give read as true or false' }).optional(),
    /** With status received: what arrived, in LKR, and the Colombo day it arrived. */
    receivedAmount: z.preprocess(
      blankAsUndefined,
      z.coerce
        .number({ error: 'Enter the amount received' })
        .positive('Enter the amount received')
        .max(100_000_000, 'Enter the amount received')
        .optional(),
    ),
    receivedOn: z.preprocess(blankAsUndefined, z.iso.date({ error: 'Choose the day it arrived' }).optional()),
  })
  .superRefine((change, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (change.status === undefined && change.read === undefined) issue('status', 'Choose a status');
    if (change.status !== undefined && !INBOX_STATUSES[change.kind].includes(change.status)) {
      issue('status', `Choose one of: ${INBOX_STATUSES[change.kind].join(', ')}`);
    }
    if (change.status === 'received') {
      if (change.receivedAmount === undefined) issue('receivedAmount', 'Enter the amount received');
      if (change.receivedOn === undefined) issue('receivedOn', 'Choose the day it arrived');
    } else if (change.receivedAmount !== undefined || change.receivedOn !== undefined) {
      issue('receivedAmount', 'An amount goes with a received pledge only');
    }
  });
export type InboxUpdate = z.output<typeof inboxUpdateSchema>;

export const inboxReplySchema = z.object({
  ...itemKey,
  subject: z
    .string({ error: 'Enter a subject' })
    .trim()
    .min(3, 'Enter a subject')
    .max(150, 'Keep the subject under 150 characters'),
  message: z
    .string({ error: 'Write your reply' })
    .trim()
    .min(10, 'Write your reply (at least 10 characters)')
    .max(5000, 'Keep the reply under 5000 characters'),
});
export type InboxReply = z.output<typeof inboxReplySchema>;

export interface InboxItem {
  kind: InboxKind;
  id: string;
  /** The pledge's reference (DN-...); a message's or feedback's short id otherwise. */
  reference: string;
  name: string;
  email: string;
  /** E.164; null for feedback, which asks for none. */
  phone: string | null;
  /** One line: the contact subject, the pledge's amount and method, the programme and rating of feedback. */
  subject: string;
  message: string | null;
  status: string;
  /** Null while no one has opened it. */
  readAt: string | null;
  createdAt: string;
  /** A pledge only: what was pledged, and once received what arrived and when. */
  amount: number | null;
  receivedAmount: number | null;
  receivedOn: string | null;
}
