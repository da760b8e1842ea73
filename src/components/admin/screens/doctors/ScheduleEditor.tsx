// Changes one doctor's week at the shown centre from a date on. The rules are checked as staff save, with the
// server's words; a refusal because of bookings stays in the dialog, listing them, so staff can act on each.
import { type SubmitEvent, useState } from 'react';
import {
  type DoctorSchedulesAnswer,
  type ScheduledDoctor,
  sessionProblems,
} from '../../../../shared/schedules/doctor-schedule.ts';
import { ApiError, adminSend } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';
import Modal from '../shared/Modal.tsx';
import EffectiveFromField from './EffectiveFromField.tsx';
import SessionFields from './SessionFields.tsx';
import { draftOf, type SessionDraft, sessionOf } from './session-draft.ts';

interface Props {
  answer: DoctorSchedulesAnswer;
  doctor: ScheduledDoctor;
  onDone: () => unknown;
  onClose: () => void;
}

interface Saved {
  slots: { opened: number; removed: number; resized: number };
}

export default function ScheduleEditor({ answer, doctor, onDone, onClose }: Props) {
  const latest = doctor.schedules.at(-1);
  const [from, setFrom] = useState(answer.today);
  const [drafts, setDrafts] = useState<SessionDraft[]>(() => (latest?.sessions ?? []).map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const { busy, run } = useAdminActions();
  const name = `${doctor.title} ${doctor.name}`;
  const change = (key: number, changes: Partial<SessionDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));

  function save(event: SubmitEvent) {
    event.preventDefault();
    const sessions = drafts.map(sessionOf);
    const problems = sessionProblems(sessions);
    if (from < answer.today) problems.effectiveFrom = 'A schedule can start today at the earliest';
    setErrors(problems);
    setRefusal('');
    if (Object.keys(problems).length > 0) return;
    const body = { center: answer.center.id, doctorId: doctor.id, effectiveFrom: from, sessions };
    return run({
      send: () => adminSend<Saved>('PUT', '/api/admin/doctor-schedules', body, 'Failed to save the sessions'),
      success: { title: 'Sessions saved', message: `${name}'s week at ${answer.center.name} is saved.` },
      failure: 'Sessions not saved',
      onSuccess: onDone,
      onFailure: (error) => {
        if (!(error instanceof ApiError)) return;
        setErrors(error.fields);
        if (error.status === 409) setRefusal(error.message);
      },
    });
  }

  return (
    <Modal
      title={`Sessions of ${name}`}
      onClose={onClose}
      wide
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="schedule-form" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Save sessions'}
          </button>
        </>
      }
    >
      <form id="schedule-form" className="as-form" onSubmit={save} noValidate>
        <p>
          At {answer.center.name}. Slots follow for the next {answer.horizonDays} days; booked places are never removed.
        </p>
        <EffectiveFromField value={from} today={answer.today} error={errors.effectiveFrom} onChange={setFrom} />
        {drafts.length === 0 && <p>No sessions: the doctor is not offered here from this date.</p>}
        {drafts.map((draft, index) => (
          <SessionFields
            key={draft.key}
            index={index}
            draft={draft}
            errors={errors}
            onChange={(changes) => change(draft.key, changes)}
            onRemove={() => setDrafts((current) => current.filter((each) => each.key !== draft.key))}
          />
        ))}
        <p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setDrafts([...drafts, draftOf()])}>
            Add a session
          </button>
        </p>
        {refusal && (
          <div role="alert" className="as-state as-state--error">
            {refusal}
          </div>
        )}
      </form>
    </Modal>
  );
}
