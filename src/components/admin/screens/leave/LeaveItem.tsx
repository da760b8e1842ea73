// One leave: who and when, why, and the patients it caught with what they did since; the ones who have not
// answered first, each with a tap-to-call link.

import type { AffectedBooking, DoctorLeave } from '../../../../shared/leave/leave.ts';
import { formatDay, formatTime24 } from '../../../../shared/utils/format.ts';
import AffectedPatient from './AffectedPatient.tsx';

const ORDER: Record<AffectedBooking['state'], number> = { no_answer: 0, moved: 1, cancelled: 2 };

function when(leave: DoctorLeave): string {
  const first = formatDay(leave.firstDate, 'compact');
  if (leave.startTime && leave.endTime) {
    return `${first}, ${formatTime24(leave.startTime)} to ${formatTime24(leave.endTime)}`;
  }
  return leave.firstDate === leave.lastDate ? first : `${first} to ${formatDay(leave.lastDate, 'compact')}`;
}

export default function LeaveItem({
  leave,
  onMove,
}: {
  leave: DoctorLeave;
  onMove?: (booking: AffectedBooking, leave: DoctorLeave) => void;
}) {
  const waiting = leave.affected.filter((booking) => booking.state === 'no_answer').length;
  const affected = [...leave.affected].sort((a, b) => ORDER[a.state] - ORDER[b.state]);
  return (
    <li className="as-item">
      <div className="as-item__top">
        <h3>{leave.doctor ? leave.doctor.name : 'Whole centre closed'}</h3>
        <span className={`as-status as-status--${waiting > 0 ? 'orange' : 'green'}`}>
          {leave.affected.length === 0 ? 'No bookings' : waiting > 0 ? `${waiting} to call` : 'All answered'}
        </span>
      </div>
      <p className="as-meta">
        <span>{leave.center.name}</span>
        <span>{when(leave)}</span>
        <span>
          {leave.slotsClosed} slot{leave.slotsClosed === 1 ? '' : 's'} closed
        </span>
        {leave.createdBy && <span>Marked by {leave.createdBy}</span>}
      </p>
      <p className="lv-reason">{leave.reason}</p>
      {leave.patientReason && <p className="as-count">Patients were told: “{leave.patientReason}”</p>}
      {affected.length > 0 && (
        <ul className="lv-patients" aria-label={`Patients caught by this leave (${affected.length})`}>
          {affected.map((booking) => (
            <AffectedPatient
              key={booking.appointmentId}
              booking={booking}
              onMove={onMove && ((caught) => onMove(caught, leave))}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
