import { APPOINTMENT_STATUS_LABELS } from '../../../../shared/booking/appointment-status.ts';
import type { AppointmentStatus } from '../../../../shared/enums.ts';

const COLOURS: Record<AppointmentStatus, string> = {
  pending: 'yellow',
  confirmed: 'blue',
  arrived: 'orange',
  completed: 'green',
  cancelled: 'red',
  no_show: 'grey',
};

export default function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <span className={`as-status as-status--${COLOURS[status]}`}>{APPOINTMENT_STATUS_LABELS[status]}</span>;
}
