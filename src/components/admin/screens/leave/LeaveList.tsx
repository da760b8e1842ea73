// The leaves from today on, the next first: what each closed and the patients it caught.
import type { AffectedBooking, DoctorLeave } from '../../../../shared/leave/leave.ts';
import EmptyList from '../shared/EmptyList.tsx';
import ListPending from '../shared/ListPending.tsx';
import LeaveItem from './LeaveItem.tsx';

interface Props {
  leaves: DoctorLeave[] | undefined;
  failed: boolean;
  onMove?: (booking: AffectedBooking, leave: DoctorLeave) => void;
}

export default function LeaveList({ leaves, failed, onMove }: Props) {
  if (!leaves) {
    return <ListPending failed={failed} failure="Failed to load leave and closures" loading="Loading leave..." />;
  }
  if (leaves.length === 0) {
    return (
      <EmptyList heading="No leave or closures ahead">
        A doctor's leave or a centre's closure marked above shows here with the patients it caught.
      </EmptyList>
    );
  }
  return (
    <section aria-labelledby="leave-list-title" className="lv-list">
      <h2 id="leave-list-title">Upcoming leave and closures</h2>
      <ul className="as-list">
        {leaves.map((leave) => (
          <LeaveItem key={leave.id} leave={leave} onMove={onMove} />
        ))}
      </ul>
    </section>
  );
}
