// The form's second step: what marking will do, said before it is done, and the button that does it.
import type { LeaveOutcome } from '../../../../shared/leave/leave.ts';

interface Props {
  outcome: LeaveOutcome;
  busy: boolean;
  wholeCentre: boolean;
  onBack: () => void;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function told({ affected, slots }: LeaveOutcome) {
  if (slots === 0) {
    return 'No slots in this time yet: nobody is booked. Marking it keeps the slots opened later in this time closed.';
  }
  const patients =
    affected === 0 ? (
      'Nobody is booked in them.'
    ) : (
      <>
        <strong>{plural(affected, 'booked patient', 'booked patients')}</strong> will be told by e-mail and SMS that
        their visit cannot take place, with their link to move or cancel it.
      </>
    );
  return (
    <>
      {plural(slots, 'slot closes', 'slots close')}, free and booked alike. {patients}
    </>
  );
}

export default function LeavePreview({ outcome, busy, wholeCentre, onBack }: Props) {
  return (
    <div className="lv-preview" role="status">
      <p>{told(outcome)}</p>
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
