// The private manage page (/appointment/manage#token=...): the token is read from the fragment, which the browser
// never sends anywhere, and posted in a JSON body, so it is in no URL a server logs.
import { lazy, Suspense, useEffect, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { BookedAppointment } from '../../shared/booking/booking-schema.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import type { RightsTexts } from '../rights/ConsentChoices.tsx';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import AppointmentSummary from './AppointmentSummary.tsx';
import styles from './booking.module.css';
import { forgetCancelledBooking } from './booking-draft.ts';
import type { BookingMessages, CenterTexts, ServiceNames } from './booking-form.ts';
import CenterPhoneText from './CenterPhoneText.tsx';
import { downloadCalendarFile } from './calendar-file.ts';

interface Props {
  /** The page's catalogue areas, in the language of its address (/si/appointment/manage for a Sinhala patient). */
  messages: BookingMessages;
  locale: Locale;
  centerTexts: CenterTexts;
  serviceNames: ServiceNames;
  /** The "Your data" panel's texts (patients' rights). */
  rights: RightsTexts;
}

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | {
      kind: 'loaded';
      appointment: BookedAppointment;
      confirming: boolean;
      busy: boolean;
      error?: string;
      /** Choosing another time (MoveVisit). */
      moving?: boolean;
    };

// Loaded when the patient asks for another time: most visits to this page only look or cancel.
const MoveVisit = lazy(() => import('./MoveVisit.tsx'));
// The patient's rights panel, under the booking: its own chunk, fetched once the booking is shown.
const MyDataPanel = lazy(() => import('../rights/MyDataPanel.tsx'));

function tokenFromFragment(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/** `#token=...&view=move` (the WhatsApp "Another time" answer) opens the move calendar at once. */
function opensOnMove(): boolean {
  return new URLSearchParams(window.location.hash.slice(1)).get('view') === 'move';
}

function ManageBooking({ messages, locale, centerTexts, serviceNames, rights }: Props) {
  const t = messages.booking;
  const m = t.manage;
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const token = tokenFromFragment();
    if (!token) {
      setState({ kind: 'error', message: m.incomplete });
      return;
    }
    sendJson<{ data: BookedAppointment }>('POST', '/api/appointment-manage', { token }, m.loadFailed)
      .then(({ data }) =>
        setState({ kind: 'loaded', appointment: data, confirming: false, busy: false, moving: opensOnMove() }),
      )
      .catch((error: unknown) =>
        setState({ kind: 'error', message: error instanceof Error ? error.message : m.loadFailed }),
      );
  }, [m]);

  async function cancel() {
    if (state.kind !== 'loaded') return;
    setState({ ...state, busy: true, error: undefined });
    try {
      const { data, message } = await sendJson<{ data: BookedAppointment; message: string }>(
        'POST',
        '/api/appointment-manage',
        { token: tokenFromFragment(), action: 'cancel' },
        m.cancelFailed,
      );
      forgetCancelledBooking(data.reference);
      showToast({ type: 'success', title: m.cancelledToast, message });
      setState({ kind: 'loaded', appointment: data, confirming: false, busy: false });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : m.cancelFailed;
      showToast({ type: 'error', title: m.cancelFailed, message });
      setState({ ...state, busy: false, confirming: false, error: message });
    }
  }

  if (state.kind === 'loading') return <p className={styles.loading}>{m.loading}</p>;
  if (state.kind === 'error') {
    return (
      <div className={`card ${styles.panel}`}>
        <p className="form-error" role="alert">
          {state.message}
        </p>
        <a className="btn btn-primary" href={localizedPath('/appointment', locale)}>
          {m.bookNew}
        </a>
      </div>
    );
  }

  const { appointment } = state;
  const live = appointment.status === 'pending' || appointment.status === 'confirmed';
  return (
    <>
      <section className={`card ${styles.panel}`} aria-labelledby="manage-title">
        <h2 id="manage-title">{m.sectionTitle}</h2>
        <p>
          <span className={`badge ${appointment.status === 'cancelled' ? styles.badgeCancelled : ''}`}>
            {m.statuses[appointment.status as keyof typeof m.statuses] ?? appointment.status}
          </span>
        </p>
        <AppointmentSummary appointment={appointment} texts={{ t, locale, centerTexts, serviceNames }} />
        {state.error && (
          <p className="form-error" role="alert">
            {state.error}
          </p>
        )}
        {appointment.status === 'cancelled' && <p role="status">{m.cancelled}</p>}
        {live && (
          <div className={styles.confirmActions}>
            <button type="button" className="btn btn-secondary" onClick={() => downloadCalendarFile(appointment)}>
              {t.addToCalendar}
            </button>
            {appointment.can_cancel && !state.confirming && !state.moving && (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setState({ ...state, moving: true, error: undefined })}
              >
                {m.move}
              </button>
            )}
            {appointment.can_cancel && !state.confirming && !state.moving && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setState({ ...state, confirming: true })}
              >
                {m.cancel}
              </button>
            )}
          </div>
        )}
        {live && appointment.can_cancel && state.moving && (
          <Suspense fallback={<p className={styles.loading}>{m.loading}</p>}>
            <MoveVisit
              appointment={appointment}
              token={tokenFromFragment()}
              t={t}
              locale={locale}
              onMoved={(moved) => setState({ kind: 'loaded', appointment: moved, confirming: false, busy: false })}
              onKeep={() => setState({ ...state, moving: false })}
            />
          </Suspense>
        )}
        {live && appointment.can_cancel && state.confirming && (
          <div className={styles.confirmBox} role="alertdialog" aria-labelledby="cancel-question">
            <p id="cancel-question">
              <strong>{m.cancelQuestion}</strong> {m.cancelWarning}
            </p>
            <div className={styles.confirmActions}>
              <button type="button" className="btn btn-danger" onClick={cancel} disabled={state.busy}>
                {state.busy ? m.cancelling : m.confirmCancel}
              </button>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setState({ ...state, confirming: false })}
              >
                {m.keep}
              </button>
            </div>
          </div>
        )}
        {live && !appointment.can_cancel && (
          <p className="field-hint">
            <CenterPhoneText
              text={fill(m.tooLate, { hours: appointment.notice_hours })}
              phone={appointment.medical_center_phone}
            />
          </p>
        )}
        <p>
          <a href={localizedPath('/', locale)}>{t.home}</a>
        </p>
      </section>
      <Suspense fallback={null}>
        <MyDataPanel t={rights} token={tokenFromFragment()} locale={locale} />
      </Suspense>
    </>
  );
}

export default withErrorBoundary(ManageBooking);
