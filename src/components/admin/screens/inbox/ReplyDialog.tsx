// Answering an inbox item by e-mail: a subject and the reply, sent to the sender through the outbox. The server's
// message for a field shows under that field.
import { useId, useState } from 'react';
import type { InboxItem } from '../../../../shared/inbox/inbox.ts';
import Modal from '../shared/Modal.tsx';
import ReasonField from '../shared/ReasonField.tsx';

interface Props {
  item: InboxItem;
  busy: boolean;
  errors: Record<string, string>;
  onSend: (reply: { subject: string; message: string }) => void;
  onCancel: () => void;
}

export default function ReplyDialog({ item, busy, errors, onSend, onCancel }: Props) {
  const [subject, setSubject] = useState(`Re: ${item.subject}`.slice(0, 150));
  const [message, setMessage] = useState('');
  const id = useId();
  return (
    <Modal
      title={`Reply to ${item.name}`}
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
            onClick={() => onSend({ subject: subject.trim(), message: message.trim() })}
          >
            {busy ? 'Sending...' : 'Send reply'}
          </button>
        </>
      }
    >
      <p>{`The reply goes by e-mail to ${item.email} (${item.reference}) and is kept in the activity log with your name.`}</p>
      <div className="field">
        <label htmlFor={`${id}-subject`}>Subject</label>
        <input
          id={`${id}-subject`}
          maxLength={150}
          value={subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? `${id}-subject-error` : undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
        {errors.subject && (
          <p id={`${id}-subject-error`} className="field-error" role="alert">
            {errors.subject}
          </p>
        )}
      </div>
      <ReasonField
        id={`${id}-message`}
        label="Your reply"
        value={message}
        maxLength={5000}
        required
        error={errors.message}
        onChange={setMessage}
      />
    </Modal>
  );
}
