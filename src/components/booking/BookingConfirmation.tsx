// After a booking (docs/product-rules.md "Confirmation"): what happens next, the reference, an .ics file and the private link.
import { useEffect, useRef } from 'react';
import { CANCEL_CUTOFF_HOURS, type BookingConfirmation as Confirmation } from '../../shared/booking/booking-request.ts';
import AppointmentSummary from './AppointmentSummary.tsx';
import styles from './booking.module.css';
import { downloadCalendarFile } from './calendar-file.ts';

interface Props {
  confirmation: Confirmation;
  onBookAnother: () => void;
}

export default function BookingConfirmation({ confirmation, onBookAnother }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { appointment } = confirmation;
  return (
    <section className={`card ${styles.panel} ${styles.confirmation}`} aria-labelledby="booking-confirmed-title">
      <div className={styles.tick} aria-hidden="true">
        ✓
      </div>
      <h2 id="booking-confirmed-title" ref={heading} tabIndex={-1}>
        Your appointment is booked
      </h2>
      <p className="lead">
        Thank you, {appointment.patient_name}. Please keep your booking reference:{' '}
        <strong>{confirmation.reference}</strong>
      </p>
      <AppointmentSummary appointment={appointment} />

      <h3 className={styles.subheading}>What happens next</h3>
      <ul className={styles.nextSteps}>
        <li>You will receive a confirmation email with these details.</li>
        <li>Our team will contact you within 24 hours to confirm your appointment.</li>
        <li>Please arrive 15 minutes early.</li>
        <li>Bring any medical documents, reports or prescriptions you have.</li>
      </ul>

      <div className={styles.confirmActions}>
        <button type="button" className="btn btn-secondary" onClick={() => downloadCalendarFile(appointment)}>
          Add to calendar (.ics)
        </button>
        <a className="btn btn-secondary" href={confirmation.manage_url}>
          View or cancel this booking
        </a>
      </div>
      <p className="field-hint">
        The “View or cancel” link is private: bookmark it, and do not share it. You can cancel online until{' '}
        {CANCEL_CUTOFF_HOURS} hours before your appointment; after that, please call the center on{' '}
        <a href={`tel:${appointment.medical_center_phone.replace(/\s+/g, '')}`}>{appointment.medical_center_phone}</a>.
      </p>

      <div className={styles.confirmActions}>
        <a className="btn btn-primary" href="/">
          Return to Home
        </a>
        <button type="button" className="btn btn-secondary" onClick={onBookAnother}>
          Book another appointment
        </button>
      </div>
    </section>
  );
}
