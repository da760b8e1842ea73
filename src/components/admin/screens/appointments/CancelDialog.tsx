// Cancelling a visit for the patient who phoned, or for the centre: who asked and why (required: the patient is
// told it, in their language, with the e-mail that says the place is free again).
import { useId, useState } from 'react';
import type { StatusSubject } from '../../../../shared/booking/admin-appointment.ts';
import { formatDay, formatTime24 } from '../../../../shared/utils/format.ts';
import Modal from '../shared/Modal.tsx';
import ReasonField from '../shared/ReasonField.tsx';

interface Props {
  appointment: StatusSubject;
  busy: boolean;
  onConfirm: (cancellation: { reason: string; cancelledBy: 'patient' | 'staff' }) => void;
  onCancel: () => void;
}

const REASON_MISSING = 'Give the reason for cancelling: the patient is told it';

export default function CancelDialog({ appointment: a, busy, onConfirm, onCancel }: Props) {
  const [cancelledBy, setCancelledBy] = useState<'patient' | 'staff'>('patient');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const submit = () => {
    if (!reason.trim()) setError(REASON_MISSING);
    else onConfirm({ reason: reason.trim(), cancelledBy });
  };
  return (
    <Modal
      title="Cancel this appointment?"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            Go back
          </button>
          <button type="button" className="btn btn-danger" onClick={submit} disabled={busy}>
            {busy ? 'Working...' : 'Cancel appointment'}
          </button>
        </>
      }
    >
      <p>
        {`${a.name}'s appointment on ${formatDay(a.preferred_date, 'compact')} at ${formatTime24(a.preferred_time)} with ${a.doctor} (${a.reference}) will be cancelled, its place freed, and ${a.name} told at once. This cannot be undone.`}
      </p>
      <fieldset className="field">
        <legend>Who asked to cancel?</legend>
        {(
          [
            ['patient', 'The patient (by phone or at the desk)'],
            ['staff', 'The centre'],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="as-choice">
            <input
              type="radio"
              name={`${id}-by`}
              checked={cancelledBy === value}
              onChange={() => setCancelledBy(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      <ReasonField
        id={`${id}-reason`}
        label="Reason (told to the patient)"
        value={reason}
        maxLength={1000}
        required
        error={error}
        onChange={(value) => {
          setReason(value);
          setError('');
        }}
      />
    </Modal>
  );
}
