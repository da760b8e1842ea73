// Changes one doctor's week at the shown centre from a date on. The rules are checked as staff save, with the
// server's words (use-schedule-save.ts); a refusal because of bookings stays in the dialog, listing them.
import { type SubmitEvent, useState } from 'react';
import type { DoctorSchedulesAnswer, ScheduledDoctor } from '../../../../shared/schedules/doctor-schedule.ts';
import Modal from '../shared/Modal.tsx';
import EffectiveFromField from './EffectiveFromField.tsx';
import SessionFields from './SessionFields.tsx';
import { draftOf, type SessionDraft, sessionOf } from './session-draft.ts';
import { useScheduleSave } from './use-schedule-save.ts';

interface Props {
  answer: DoctorSchedulesAnswer;
  doctor: ScheduledDoctor;
  onDone: () => unknown;
  onClose: () => void;
}

export default function ScheduleEditor({ answer, doctor, onDone, onClose }: Props) {
  const name = `${doctor.title} ${doctor.name}`;
  // The editor opens on the newest week (a planned one when there is one), from the day it starts.
  const newest = doctor.schedules.at(-1);
  const [from, setFrom] = useState(() =>
    newest && newest.effectiveFrom > answer.today ? newest.effectiveFrom : answer.today,
  );
  const [drafts, setDrafts] = useState<SessionDraft[]>(() => (newest?.sessions ?? []).map((s) => draftOf(s)));
  const week = { center: answer.center, doctor: { id: doctor.id, name }, today: answer.today };
  const { errors, refusal, busy, save } = useScheduleSave(week, drafts.length, onDone);
  const change = (key: number, changes: Partial<SessionDraft>) =>
    setDrafts((current) => current.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)));
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    return save(from, drafts.map(sessionOf));
  };

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
      <form id="schedule-form" className="as-form" onSubmit={submit} noValidate>
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
          <div role="alert" className="as-state as-state--error dr-refusal">
            {refusal}
          </div>
        )}
      </form>
    </Modal>
  );
}
