// What the desk can do with one visit from the day sheet: the status steps, and moving a visit still to come.
import type { DaySheetVisit } from '../../../../shared/booking/day-sheet.ts';
import StatusActions, { type StatusRights } from '../appointments/StatusActions.tsx';
import type { ChangeStatus } from '../appointments/use-status-change.tsx';
import ItemButton from '../shared/ItemButton.tsx';

/** The desk's steps of the day: cancelling and corrections stay on the Appointments screen. */
const DESK_STEPS = ['confirmed', 'arrived', 'completed', 'no_show'] as const;

interface Props {
  visit: DaySheetVisit;
  busy: boolean;
  rights: StatusRights;
  onChange: ChangeStatus;
  onMove: (visit: DaySheetVisit) => void;
}

export default function VisitActions({ visit, busy, rights, onChange, onMove }: Props) {
  const movable = rights.mayChange && (visit.status === 'pending' || visit.status === 'confirmed');
  return (
    <div className="as-actions ds-actions">
      <StatusActions appointment={visit} busy={busy} rights={rights} only={DESK_STEPS} onChange={onChange} />
      {movable && (
        <ItemButton
          label="Move"
          name={`Move appointment ${visit.reference}`}
          disabled={busy}
          onClick={() => onMove(visit)}
        />
      )}
    </div>
  );
}
