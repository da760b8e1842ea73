import { formatDay, formatTime12h } from '../../lib/format.ts';
import type { BookedAppointment } from '../../shared/booking/booking-request.ts';
import styles from './booking.module.css';

/** Reference, when, who and where of one appointment (no health information). */
export default function AppointmentSummary({ appointment }: { appointment: BookedAppointment }) {
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Reference</dt>
        <dd className={styles.reference}>{appointment.reference}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatDay(appointment.slot_date, 'long')}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{formatTime12h(appointment.slot_time)} (Sri Lanka time)</dd>
      </div>
      <div>
        <dt>Doctor</dt>
        <dd>{appointment.doctor_name}</dd>
      </div>
      <div>
        <dt>Center</dt>
        <dd>
          {appointment.medical_center_name}
          <br />
          <span className="field-hint">{appointment.medical_center_address}</span>
        </dd>
      </div>
      <div>
        <dt>Service</dt>
        <dd>{appointment.service_type}</dd>
      </div>
    </dl>
  );
}
