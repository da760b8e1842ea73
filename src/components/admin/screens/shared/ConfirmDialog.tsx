// "Are you sure?" as an accessible dialog (the browser's confirm() cannot be styled or tested reliably). With
// `messageLabel`, staff may also write a message to include in the e-mail the action sends.
import { useId, useState } from 'react';
import Modal from './Modal.tsx';
import ReasonField from './ReasonField.tsx';

interface Props {
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  /** The confirming button's look: red for what removes or refuses (the default), green for an ordinary step. */
  tone?: 'danger' | 'primary';
  /** The button that closes without acting, where "Cancel" could read as cancelling the item itself. */
  backLabel?: string;
  /** The label of an optional message field; without it the dialog only asks. */
  messageLabel?: string;
  onConfirm: (message: string) => void;
  onCancel: () => void;
}

export default function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busy,
  tone = 'danger',
  backLabel,
  messageLabel,
  onConfirm,
  onCancel,
}: Props) {
  const [note, setNote] = useState('');
  const noteId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            {backLabel ?? (messageLabel ? 'Go back' : 'Cancel')}
          </button>
          <button type="button" className={`btn btn-${tone}`} onClick={() => onConfirm(note.trim())} disabled={busy}>
            {busy ? 'Working...' : confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {messageLabel && (
        <ReasonField id={noteId} label={messageLabel} value={note} maxLength={1000} onChange={setNote} />
      )}
    </Modal>
  );
}
