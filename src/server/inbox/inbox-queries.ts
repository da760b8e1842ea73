// The inbox staff work from (listInbox): contact messages, donation pledges and volunteer feedback, newest first,
// found by a reference, a name, an e-mail address or a phone number however it is written ('077 999 8888',
// '+94 77 999 8888' and '0094779998888' find the same sender).
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { InboxItem, InboxKind, InboxListQuery } from '../../shared/inbox/inbox.ts';
import { toE164 } from '../../shared/phone-numbers.ts';
import { formatLkr } from '../../shared/utils/format.ts';
import { programLabel } from '../../shared/volunteer/volunteer-admin.ts';
import { CONTACT_SUBJECT_LABELS } from '../contact/subject-labels.ts';
import type { Database } from '../db/schema.ts';

/** Newest first, at most this many in one answer (each kind read to the same depth, then merged). */
export const INBOX_LIMIT = 100;

/** A message's or feedback's reference: its kind's letters and the first eight characters of its id. */
const SHORT_PREFIX: Record<Exclude<InboxKind, 'pledge'>, string> = { contact: 'CM', feedback: 'FB' };

export function shortReference(kind: Exclude<InboxKind, 'pledge'>, id: string): string {
  return `${SHORT_PREFIX[kind]}-${id.slice(0, 8).toUpperCase()}`;
}

/** What a search text may be: a phone number in E.164, a reference, and the text itself for names and e-mails. */
interface Search {
  text: string;
  phone: string | undefined;
  idPrefix: { kind: InboxKind; prefix: string } | undefined;
}

function readSearch(q: string | undefined): Search | undefined {
  if (!q) return undefined;
  const short = /^(CM|FB)-([0-9a-f]{4,8})$/i.exec(q);
  const digits = q.replace(/\D/g, '');
  return {
    text: q,
    // Only text that is mostly a number is read as a phone: '4477' is not a phone, a name never is.
    phone: digits.length >= 9 && !/[a-z@]/i.test(q) ? toE164(q) : undefined,
    idPrefix: short
      ? { kind: short[1]?.toUpperCase() === 'CM' ? 'contact' : 'feedback', prefix: (short[2] ?? '').toLowerCase() }
      : undefined,
  };
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition a search adds to one kind's table: its name, e-mail, phone or reference. */
function matches(kind: InboxKind, search: Search, nameColumn: string): RawBuilder<boolean> {
  const text = like(search.text);
  const parts = [sql`${sql.ref(nameColumn)} ilike ${text}`, sql`email ilike ${text}`];
  if (search.phone && kind !== 'feedback') parts.push(sql`phone = ${search.phone}`);
  if (kind === 'pledge') parts.push(sql`reference = ${search.text.toUpperCase()}`);
  if (search.idPrefix?.kind === kind) parts.push(sql`id::text like ${`${search.idPrefix.prefix}%`}`);
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

interface Filter {
  search?: Search | undefined;
  unreadOnly?: boolean;
  id?: string;
}

const ITEMS: Record<InboxKind, (db: Kysely<Database>, filter: Filter) => Promise<InboxItem[]>> = {
  contact: contactItems,
  pledge: pledgeItems,
  feedback: feedbackItems,
};

/** One item as the list shows it; undefined when there is none. */
export async function inboxItem(db: Kysely<Database>, kind: InboxKind, id: string): Promise<InboxItem | undefined> {
  return (await ITEMS[kind](db, { id }))[0];
}

export async function listInbox(db: Kysely<Database>, query: InboxListQuery): Promise<InboxItem[]> {
  const search = readSearch(query.q);
  const unreadOnly = query.unread === 'true';
  const wanted = (kind: InboxKind) => query.kind === 'all' || query.kind === kind;
  const filter = { search, unreadOnly };
  const lists = await Promise.all(
    (['contact', 'pledge', 'feedback'] as const).filter(wanted).map((kind) => ITEMS[kind](db, filter)),
  );
  return lists
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, INBOX_LIMIT);
}

async function contactItems(db: Kysely<Database>, filter: Filter) {
  let select = db.selectFrom('contact_messages').selectAll().orderBy('created_at', 'desc').limit(INBOX_LIMIT);
  if (filter.search) select = select.where(matches('contact', filter.search, 'name'));
  if (filter.unreadOnly) select = select.where('read_at', 'is', null);
  if (filter.id) select = select.where('id', '=', filter.id);
  const rows = await select.execute();
  return rows.map(
    (row): InboxItem => ({
      kind: 'contact',
      id: row.id,
      reference: shortReference('contact', row.id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      subject: CONTACT_SUBJECT_LABELS[row.subject as keyof typeof CONTACT_SUBJECT_LABELS] ?? row.subject,
      message: row.message,
      status: row.status,
      readAt: row.read_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      amount: null,
      receivedAmount: null,
      receivedOn: null,
    }),
  );
}

const PAYMENT_LABELS: Record<string, string> = { card: 'card', bank: 'bank transfer', mobile: 'mobile payment' };

async function pledgeItems(db: Kysely<Database>, filter: Filter) {
  let select = db.selectFrom('donation_pledges').selectAll().orderBy('created_at', 'desc').limit(INBOX_LIMIT);
  if (filter.search) select = select.where(matches('pledge', filter.search, 'donor_name'));
  if (filter.unreadOnly) select = select.where('read_at', 'is', null);
  if (filter.id) select = select.where('id', '=', filter.id);
  const rows = await select.execute();
  return rows.map(
    (row): InboxItem => ({
      kind: 'pledge',
      id: row.id,
      reference: row.reference,
      name: row.donor_name,
      email: row.email,
      phone: row.phone,
      subject: `${formatLkr(Number(row.amount))} ${row.donation_type === 'monthly' ? 'monthly' : 'once'}, by ${PAYMENT_LABELS[row.payment_method] ?? row.payment_method}${row.is_anonymous ? ', anonymous' : ''}`,
      message: row.message,
      status: row.status,
      readAt: row.read_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      amount: Number(row.amount),
      receivedAmount: row.received_amount === null ? null : Number(row.received_amount),
      receivedOn: row.received_on,
    }),
  );
}

async function feedbackItems(db: Kysely<Database>, filter: Filter) {
  let select = db.selectFrom('volunteer_feedback').selectAll().orderBy('created_at', 'desc').limit(INBOX_LIMIT);
  if (filter.search) select = select.where(matches('feedback', filter.search, 'volunteer_name'));
  if (filter.unreadOnly) select = select.where('read_at', 'is', null);
  if (filter.id) select = select.where('id', '=', filter.id);
  const rows = await select.execute();
  return rows.map(
    (row): InboxItem => ({
      kind: 'feedback',
      id: row.id,
      reference: shortReference('feedback', row.id),
      name: row.volunteer_name,
      email: row.email,
      phone: null,
      subject: `${programLabel(row.program_id)}: ${row.rating} of 5${row.would_recommend ? ', would recommend' : ''}`,
      message: [row.feedback_text, row.suggestions ? `Suggestions: ${row.suggestions}` : '']
        .filter(Boolean)
        .join('\n\n'),
      status: row.status,
      readAt: row.read_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      amount: null,
      receivedAmount: null,
      receivedOn: null,
    }),
  );
}

/** How many items no one has opened yet (the dashboard's and the bell's count). */
export async function countNewInbox(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('contact_messages')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('read_at', 'is', null)
        .as('contacts'),
      eb
        .selectFrom('donation_pledges')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('read_at', 'is', null)
        .as('pledges'),
      eb
        .selectFrom('volunteer_feedback')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('read_at', 'is', null)
        .as('feedback'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.contacts ?? 0) + Number(row.pledges ?? 0) + Number(row.feedback ?? 0);
}
