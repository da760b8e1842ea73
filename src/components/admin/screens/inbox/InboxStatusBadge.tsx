import { INBOX_STATUS_LABELS } from '../../../../shared/inbox/inbox.ts';

const COLOURS: Record<string, string> = {
  new: 'yellow',
  pledged: 'yellow',
  answered: 'green',
  received: 'green',
  closed: 'grey',
  lapsed: 'red',
};

export default function InboxStatusBadge({ status }: { status: string }) {
  return <span className={`as-status as-status--${COLOURS[status] ?? 'grey'}`}>{INBOX_STATUS_LABELS[status]}</span>;
}
