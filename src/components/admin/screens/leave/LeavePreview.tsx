// The form's second step: what marking will do, said before it is done, and the button that does it.
import type { LeaveOutcome } from '../../../../shared/leave/leave.ts';

interface Props {
  outcome: LeaveOutcome;
  busy: boolean;
  wholeCentre: boolean;
  onBack: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export default function LeavePreview({ outcome, busy, wholeCentre, onBack }: Props) {
  return (
    <div className="lv-preview" role="status">
      <p>
        <strong>{plural(outcome.affected, 'booked patient', 'booked patients')}</strong> will be told by e-mail and SMS
        that their visit cannot take place, with their link to move or cancel it.{' '}
        {plural(outcome.slots, 'slot closes', 'slots close')}, free and booked alike.
      </p>
      <div className="as-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Marking...' : wholeCentre ? 'Mark the centre closed' : 'Mark the doctor away'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={busy}>
          Change
        </button>
      </div>
    </div>
  );
}
