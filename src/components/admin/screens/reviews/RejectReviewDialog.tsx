// Rejecting a review asks once, for the reason (kept in the admin notes) and whether to e-mail it to the reviewer,
// who otherwise hears nothing (docs/product-rules.md "Moderation").
import { useId, useState } from 'react';
import type { AdminReview } from '../../../../shared/reviews/review-moderation.ts';
import Modal from '../shared/Modal.tsx';
import ReasonField from '../shared/ReasonField.tsx';

interface Props {
  review: AdminReview;
  /** The notes as the screen holds them (the detail view may have edited them). */
  notes: string;
  busy: boolean;
  onConfirm: (decision: { adminNotes: string; notifyReviewer: boolean }) => void;
  onCancel: () => void;
}

const REASON_MISSING = 'Write the reason to e-mail it to the reviewer';

export default function RejectReviewDialog({ review, notes, busy, onConfirm, onCancel }: Props) {
  const [reason, setReason] = useState(notes);
  const [notify, setNotify] = useState(false);
  const [error, setError] = useState('');
  const id = useId();
  const submit = () => {
    if (notify && !reason.trim()) setError(REASON_MISSING);
    else onConfirm({ adminNotes: reason.trim(), notifyReviewer: notify });
  };
  return (
    <Modal
      title="Reject this review?"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            Go back
          </button>
          <button type="button" className="btn btn-danger" onClick={submit} disabled={busy}>
            {busy ? 'Working...' : 'Reject review'}
          </button>
        </>
      }
    >
      <p>{`${review.name}'s review will not be published. It can be moved back to pending later.`}</p>
      <ReasonField
        id={`${id}-reason`}
        label="Reason (kept in the admin notes)"
        value={reason}
        maxLength={2000}
        error={error}
        onChange={(value) => {
          setReason(value);
          setError('');
        }}
      />
      <label className="as-choice">
        <input type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
        {`E-mail this reason to ${review.name} (${review.email})`}
      </label>
    </Modal>
  );
}
