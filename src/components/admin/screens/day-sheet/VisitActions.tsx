// What the desk can do with one visit from the day sheet. The status steps now; further actions of a visit (booking
// a caller, moving it) belong here too, each as one more element of this group.
import type { DaySheetVisit } from '../../../../shared/booking/day-sheet.ts';
import StatusActions, { type StatusRights } from '../appointments/StatusActions.tsx';
import type { ChangeStatus } from '../appointments/use-status-change.tsx';

/** The desk's steps of the day: cancelling and corrections stay on the Appointments screen. */
const DESK_STEPS = ['confirmed', 'arrived', 'completed', 'no_show'] as const;

interface Props {
  visit: DaySheetVisit;
  busy: boolean;
  rights: StatusRights;
  onChange: ChangeStatus;
}

export default function VisitActions({ visit, busy, rights, onChange }: Props) {
  return (
    <div className="as-actions ds-actions">
      <StatusActions appointment={visit} busy={busy} rights={rights} only={DESK_STEPS} onChange={onChange} />
    </div>
  );
}
