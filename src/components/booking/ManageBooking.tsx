// The private manage page (/appointment/manage#token=...): the token is read from the fragment, which the browser
// never sends anywhere, and posted in a JSON body, so it is in no URL a server logs.
import { useEffect, useState } from 'react';
import { ApiError, sendJson } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-store.ts';
import { type BookedAppointment, CANCEL_CUTOFF_HOURS } from '../../shared/booking/booking-request.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import AppointmentSummary from './AppointmentSummary.tsx';
import styles from './booking.module.css';
import { forgetCancelledBooking } from './booking-draft.ts';
import { downloadCalendarFile } from './calendar-file.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; appointment: BookedAppointment; confirming: boolean; busy: boolean; error?: string };

const STATUS_LABELS: Record<string, string> = {
  pending: 'Booked, awaiting confirmation',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  no_show: 'Missed',
};

function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function ManageBooking() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const token = tokenFromFragment();
    if (!token) {
      setState({ kind: 'error', message: 'This link is not complete. Please open the link from your confirmation.' });
      return;
    }
    sendJson<{ data: BookedAppointment }>('POST', '/api/appointment-manage', { token }, 'Failed to load your booking')
      .then(({ data }) => setState({ kind: 'loaded', appointment: data, confirming: false, busy: false }))
      .catch((error: unknown) =>
        setState({ kind: 'error', message: error instanceof Error ? error.message : 'Failed to load your booking' }),
      );
  }, []);

  async function cancel() {
    if (state.kind !== 'loaded') return;
    setState({ ...state, busy: true, error: undefined });
    try {
      const { data, message } = await sendJson<{ data: BookedAppointment; message: string }>(
        'POST',
        '/api/appointment-manage',
        { token: tokenFromFragment(), action: 'cancel' },
        'Failed to cancel appointment',
      );
      forgetCancelledBooking(data.reference);
      showToast({ type: 'success', title: 'Appointment cancelled', message });
      setState({ kind: 'loaded', appointment: data, confirming: false, busy: false });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : 'Failed to cancel appointment';
      showToast({ type: 'error', title: 'Failed to cancel appointment', message });
      setState({ ...state, busy: false, confirming: false, error: message });
    }
  }

  if (state.kind === 'loading') return <p className={styles.loading}>Loading your booking…</p>;
  if (state.kind === 'error') {
    return (
      <div className={`card ${styles.panel}`}>
        <p className="form-error" role="alert">
          {state.message}
        </p>
        <a className="btn btn-primary" href="/appointment">
          Book an appointment
        </a>
      </div>
    );
  }

  const { appointment } = state;
  const live = appointment.status === 'pending' || appointment.status === 'confirmed';
  return (
    <section className={`card ${styles.panel}`} aria-labelledby="manage-title">
      <h2 id="manage-title">Your appointment</h2>
      <p>
        <span className={`badge ${appointment.status === 'cancelled' ? styles.badgeCancelled : ''}`}>
          {STATUS_LABELS[appointment.status] ?? appointment.status}
        </span>
      </p>
      <AppointmentSummary appointment={appointment} />
      {state.error && (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      )}
      {appointment.status === 'cancelled' && (
        <p role="status">This appointment is cancelled and its place is free for other patients.</p>
      )}
      {live && (
        <div className={styles.confirmActions}>
          <button type="button" className="btn btn-secondary" onClick={() => downloadCalendarFile(appointment)}>
            Add to calendar (.ics)
          </button>
          {appointment.can_cancel && !state.confirming && (
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setState({ ...state, confirming: true })}
            >
              Cancel appointment
            </button>
          )}
        </div>
      )}
      {live && appointment.can_cancel && state.confirming && (
        <div className={styles.confirmBox} role="alertdialog" aria-labelledby="cancel-question">
          <p id="cancel-question">
            <strong>Cancel this appointment?</strong> Your place will be given to another patient.
          </p>
          <div className={styles.confirmActions}>
            <button type="button" className="btn btn-danger" onClick={cancel} disabled={state.busy}>
              {state.busy ? 'Cancelling...' : 'Yes, cancel it'}
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => setState({ ...state, confirming: false })}
            >
              Keep my appointment
            </button>
          </div>
        </div>
      )}
      {live && !appointment.can_cancel && (
        <p className="field-hint">
          Online cancellation closes {CANCEL_CUTOFF_HOURS} hours before the appointment. To change it, please call the
          center on{' '}
          <a href={`tel:${appointment.medical_center_phone.replace(/\s+/g, '')}`}>{appointment.medical_center_phone}</a>
          .
        </p>
      )}
      <p>
        <a href="/">Return to Home</a>
      </p>
    </section>
  );
}

export default withErrorBoundary(ManageBooking);
