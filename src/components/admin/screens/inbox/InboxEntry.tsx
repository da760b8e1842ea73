// One item of the inbox: who wrote, what about, when, its status and whether anyone has opened it yet, with the
// steps its status offers to staff who may change it.
import { useState } from 'react';
import { INBOX_KIND_LABELS, type InboxItem } from '../../../../shared/inbox/inbox.ts';
import { formatDay, formatInstant, formatLkr } from '../../../../shared/utils/format.ts';
import NotesPanel from '../notes/NotesPanel.tsx';
import ItemButton from '../shared/ItemButton.tsx';
import ItemTop from '../shared/ItemTop.tsx';
import InboxStatusBadge from './InboxStatusBadge.tsx';

export type InboxStep = 'reply' | 'received' | 'lapsed' | 'closed' | 'new' | 'pledged' | 'read';

/** The steps an item offers now (each kind's own statuses). */
function stepsOf(item: InboxItem): { step: InboxStep; label: string }[] {
  const steps: { step: InboxStep; label: string }[] = [{ step: 'reply', label: 'Reply' }];
  if (!item.readAt) steps.push({ step: 'read', label: 'Mark read' });
  if (item.kind === 'pledge') {
    if (item.status !== 'received') steps.push({ step: 'received', label: 'Mark received' });
    if (item.status === 'pledged') steps.push({ step: 'lapsed', label: 'Mark lapsed' });
    else steps.push({ step: 'pledged', label: 'Back to pledged' });
  } else if (item.status === 'closed') steps.push({ step: 'new', label: 'Reopen' });
  else steps.push({ step: 'closed', label: 'Close' });
  return steps;
}

interface Props {
  item: InboxItem;
  mayChange: boolean;
  busy: boolean;
  onStep: (item: InboxItem, step: InboxStep) => void;
}

export default function InboxEntry({ item, mayChange, busy, onStep }: Props) {
  const [notesOpen, setNotesOpen] = useState(false);
  const title = (
    <>
      {!item.readAt && <span className="as-status as-status--blue as-unread">Unread</span>} {item.name}
    </>
  );
  return (
    <li className="as-item" data-unread={item.readAt ? undefined : true}>
      <ItemTop title={title} aside={<InboxStatusBadge status={item.status} />}>
        <ul className="as-meta">
          <li>{INBOX_KIND_LABELS[item.kind]}</li>
          <li>{item.reference}</li>
          <li>{formatInstant(item.createdAt, 'compact')}</li>
        </ul>
      </ItemTop>
      <ul className="as-meta">
        <li>
          <a href={`mailto:${item.email}`}>{item.email}</a>
        </li>
        {item.phone && (
          <li>
            <a href={`tel:${item.phone}`}>{item.phone}</a>
          </li>
        )}
        <li>{item.subject}</li>
        {item.receivedAmount !== null && item.receivedOn && (
          <li>
            Received {formatLkr(item.receivedAmount)} on {formatDay(item.receivedOn, 'compact')}
          </li>
        )}
      </ul>
      {item.message && <p className="as-message">{item.message}</p>}
      <div className="as-actions">
        <ItemButton
          label={notesOpen ? 'Hide notes' : 'Notes'}
          name={`${notesOpen ? 'Hide notes' : 'Notes'}: ${item.reference}`}
          onClick={() => setNotesOpen((open) => !open)}
        />
        {mayChange &&
          stepsOf(item).map(({ step, label }) => (
            <ItemButton
              key={step}
              label={label}
              name={`${label}: ${item.reference}`}
              variant={step === 'reply' || step === 'received' ? 'btn-primary' : 'btn-secondary'}
              disabled={busy}
              onClick={() => onStep(item, step)}
            />
          ))}
      </div>
      {notesOpen && <NotesPanel subject="inbox" subjectId={`${item.kind}:${item.id}`} mayWrite={mayChange} />}
    </li>
  );
}
