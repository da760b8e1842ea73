// /admin/inbox (docs/product-rules.md "Inbox"): contact messages, donation pledges and volunteer feedback, newest
// first, unread marked; search by reference, name, e-mail or phone; reply by e-mail, close, match a pledge to its
// transfer. Staff who may only read see no buttons (the server refuses the changes too).
import { useState } from 'react';
import { INBOX_KIND_LABELS, type InboxItem, type InboxKind } from '../../../shared/inbox/inbox.ts';
import { ApiError, adminSend } from '../admin-api.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminActions, useAdminData, useDebounced } from '../use-admin-data.ts';
import InboxEntry, { type InboxStep } from './inbox/InboxEntry.tsx';
import ReceivedDialog from './inbox/ReceivedDialog.tsx';
import ReplyDialog from './inbox/ReplyDialog.tsx';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { type Choices, SearchField, SelectField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

const KIND_CHOICES: Choices<'all' | InboxKind> = [
  ['all', 'Everything'],
  ...(Object.entries(INBOX_KIND_LABELS) as [InboxKind, string][]).map(([kind, label]) => [kind, `${label}s`] as const),
];

type Dialog = { step: 'reply' | 'received'; item: InboxItem } | undefined;

export default function InboxScreen({ user }: AdminScreenProps) {
  if (!can(user, 'inbox', 'read')) return <Denied message={deniedMessage('inbox', 'read')} />;
  return <Inbox mayChange={can(user, 'inbox', 'write')} />;
}

function Inbox({ mayChange }: { mayChange: boolean }) {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<'all' | InboxKind>('all');
  const q = useDebounced(search.trim(), 300);
  const list = useAdminData<{ items: InboxItem[] }>(
    `/api/admin/inbox?${new URLSearchParams({ kind, ...(q ? { q } : {}) })}`,
    'Failed to load the inbox',
  );
  const { busyId, run } = useAdminActions();
  const [dialog, setDialog] = useState<Dialog>();
  const [errors, setErrors] = useState<Record<string, string>>({});

  function send(item: InboxItem, call: () => Promise<{ item: InboxItem }>, success: string) {
    return run({
      id: item.id,
      send: call,
      success: { title: success, message: `${item.name} (${item.reference})` },
      failure: 'Failed to update the inbox',
      onSuccess: ({ item: changed }) => {
        list.setData((current) => current && { items: current.items.map((i) => (i.id === changed.id ? changed : i)) });
        setDialog(undefined);
        setErrors({});
      },
      onFailure: (error) => setErrors(error instanceof ApiError ? error.fields : {}),
    });
  }

  const update = (item: InboxItem, change: Record<string, unknown>, success: string) =>
    send(
      item,
      () => adminSend('PATCH', '/api/admin/inbox', { kind: item.kind, id: item.id, ...change }, 'Failed to update'),
      success,
    );

  function onStep(item: InboxItem, step: InboxStep) {
    setErrors({});
    if (step === 'reply' || step === 'received') setDialog({ step, item });
    else if (step === 'read') void update(item, { read: true }, 'Marked read');
    else void update(item, { status: step, read: true }, `Marked ${step}`);
  }

  const items = list.data?.items;
  return (
    <Screen id="inbox" title="Inbox" lead="Contact messages, donation pledges and volunteer feedback, newest first.">
      <div className="as-filters">
        <SearchField
          id="inbox-search"
          label="Search the inbox"
          hideLabel
          placeholder="Reference, name, e-mail or phone..."
          value={search}
          onChange={setSearch}
        />
        <SelectField id="inbox-kind" label="Show" hideLabel options={KIND_CHOICES} value={kind} onChange={setKind} />
      </div>
      {!items ? (
        <ListPending failed={list.failed} failure="Failed to load the inbox" loading="Loading the inbox..." />
      ) : items.length === 0 ? (
        <EmptyList heading="Nothing in the inbox">
          {q || kind !== 'all' ? 'Try another search or show everything.' : 'No messages, pledges or feedback yet.'}
        </EmptyList>
      ) : (
        <ul className="as-list" aria-label="Inbox">
          {items.map((item) => (
            <InboxEntry key={item.id} item={item} mayChange={mayChange} busy={busyId === item.id} onStep={onStep} />
          ))}
        </ul>
      )}
      {dialog?.step === 'reply' && (
        <ReplyDialog
          item={dialog.item}
          busy={busyId === dialog.item.id}
          errors={errors}
          onCancel={() => setDialog(undefined)}
          onSend={(reply) =>
            void send(
              dialog.item,
              () =>
                adminSend(
                  'POST',
                  '/api/admin/inbox/reply',
                  { kind: dialog.item.kind, id: dialog.item.id, ...reply },
                  'Failed to send the reply',
                ),
              'Reply sent',
            )
          }
        />
      )}
      {dialog?.step === 'received' && (
        <ReceivedDialog
          item={dialog.item}
          busy={busyId === dialog.item.id}
          errors={errors}
          onCancel={() => setDialog(undefined)}
          onSave={(received) =>
            void update(dialog.item, { status: 'received', read: true, ...received }, 'Marked received')
          }
        />
      )}
    </Screen>
  );
}
