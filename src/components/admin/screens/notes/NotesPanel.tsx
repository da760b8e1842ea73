// The notes of one record (docs/product-rules.md "Notes"): entries newest first with author and time, never edited
// (a correction is a new note); health notes behind their own button (the server logs each showing); the add form
// only for staff who may write.
import { useId, useState } from 'react';
import { HEALTH_SUBJECTS, type NoteSubject, type NotesAnswer, type NoteView } from '../../../../shared/notes/notes.ts';
import { formatInstant } from '../../../../shared/utils/format.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions, useAdminData } from '../../use-admin-data.ts';
import ReasonField from '../shared/ReasonField.tsx';

interface Props {
  subject: NoteSubject;
  subjectId: string;
  mayWrite: boolean;
}

export default function NotesPanel({ subject, subjectId, mayWrite }: Props) {
  const [withHealth, setWithHealth] = useState(false);
  const query = new URLSearchParams({ subject, subjectId, health: String(withHealth) });
  const list = useAdminData<NotesAnswer>(`/api/admin/notes?${query}`, 'Failed to load the notes');
  const hidden = list.data && !withHealth ? list.data.healthNotes : 0;
  return (
    <section className="as-section" aria-label="Notes">
      <h3>Notes</h3>
      {!list.data ? (
        <p role="status">{list.failed ? 'Failed to load the notes' : 'Loading...'}</p>
      ) : list.data.notes.length === 0 && hidden === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="as-notes">
          {list.data.notes.map((note) => (
            <Note key={note.id} note={note} />
          ))}
        </ol>
      )}
      {hidden > 0 && (
        <p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setWithHealth(true)}>
            {`Show ${hidden} health note${hidden === 1 ? '' : 's'}`}
          </button>{' '}
          Confidential: opening them is recorded in the activity log.
        </p>
      )}
      {mayWrite && <AddNote subject={subject} subjectId={subjectId} onAdded={() => void list.reload()} />}
    </section>
  );
}

function Note({ note }: { note: NoteView }) {
  return (
    <li>
      <p className="as-message">{note.body}</p>
      <p className="as-count">
        {note.health && <strong>Health note · </strong>}
        {note.author ?? 'Kept from before notes had authors'} · {formatInstant(note.createdAt, 'compact')}
      </p>
    </li>
  );
}

function AddNote({ subject, subjectId, onAdded }: Omit<Props, 'mayWrite'> & { onAdded: () => void }) {
  const [body, setBody] = useState('');
  const [health, setHealth] = useState(false);
  const [error, setError] = useState<string>();
  const { busy, run } = useAdminActions();
  const id = useId();
  const add = () =>
    run({
      send: () => adminSend('POST', '/api/admin/notes', { subject, subjectId, body, health }, 'Failed to add the note'),
      success: { title: 'Note added' },
      failure: 'Failed to add the note',
      onSuccess: () => {
        setBody('');
        setHealth(false);
        setError(undefined);
        onAdded();
      },
      onFailure: (failure) => setError(failure instanceof ApiError ? failure.fields.body : undefined),
    });
  return (
    <div className="as-note-form">
      <ReasonField id={`${id}-note`} label="New note" value={body} maxLength={5000} error={error} onChange={setBody} />
      {HEALTH_SUBJECTS.includes(subject) && (
        <label className="as-choice">
          <input type="checkbox" checked={health} onChange={(event) => setHealth(event.target.checked)} />
          About the patient's health (shown only on request)
        </label>
      )}
      <p>
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void add()}>
          {busy ? 'Adding...' : 'Add note'}
        </button>
      </p>
    </div>
  );
}
