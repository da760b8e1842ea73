// Matching a pledge to the transfer that arrived: the amount and the day, as the bank statement shows them.
import { useId, useState } from 'react';
import type { InboxItem } from '../../../../shared/inbox/inbox.ts';
import { colomboToday } from '../../../../shared/utils/colombo-time.ts';
import { formatLkr } from '../../../../shared/utils/format.ts';
import Modal from '../shared/Modal.tsx';

interface Props {
  item: InboxItem;
  busy: boolean;
  errors: Record<string, string>;
  onSave: (received: { receivedAmount: string; receivedOn: string }) => void;
  onCancel: () => void;
}

export default function ReceivedDialog({ item, busy, errors, onSave, onCancel }: Props) {
  const [amount, setAmount] = useState(String(item.amount ?? ''));
  const [day, setDay] = useState(colomboToday());
  const id = useId();
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="field-error" role="alert">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <Modal
      title={`Pledge ${item.reference} received`}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Go back
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => onSave({ receivedAmount: amount, receivedOn: day })}
          >
            {busy ? 'Saving...' : 'Mark received'}
          </button>
        </>
      }
    >
      <p>{`${item.name} pledged ${formatLkr(item.amount ?? 0)}. Enter what the bank shows arrived.`}</p>
      {field(
        'receivedAmount',
        'Amount received (LKR)',
        <input
          id={`${id}-receivedAmount`}
          inputMode="decimal"
          value={amount}
          aria-invalid={errors.receivedAmount ? true : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />,
      )}
      {field(
        'receivedOn',
        'Day it arrived',
        <input
          id={`${id}-receivedOn`}
          type="date"
          value={day}
          aria-invalid={errors.receivedOn ? true : undefined}
          onChange={(event) => setDay(event.target.value)}
        />,
      )}
    </Modal>
  );
}
