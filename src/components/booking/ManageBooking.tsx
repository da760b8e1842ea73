// The private manage page (/appointment/manage#token=...): the token is read from the fragment, which the browser
// never sends anywhere, and posted in a JSON body, so it is in no URL a server logs.
import { lazy, Suspense } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { RightsTexts } from '../rights/ConsentChoices.tsx';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import AppointmentSummary from './AppointmentSummary.tsx';
import styles from './booking.module.css';
import type { BookingMessages, CenterTexts, ServiceNames } from './booking-form.ts';
import CancelQuestion from './CancelQuestion.tsx';
import CenterPhoneText from './CenterPhoneText.tsx';
import ManageActions from './ManageActions.tsx';
import { useManageBooking } from './use-manage-booking.ts';

interface Props {
  /** The page's catalogue areas, in the language of its address (/si/appointment/manage for a Sinhala patient). */
  messages: BookingMessages;
  locale: Locale;
  centerTexts: CenterTexts;
  serviceNames: ServiceNames;
  /** The "Your data" panel's texts (patients' rights). */
  rights: RightsTexts;
}

// Loaded when the patient asks for another time: most visits to this page only look or cancel.
const MoveVisit = lazy(() => import('./MoveVisit.tsx'));
// The patient's rights panel, under the booking: its own chunk, fetched once the booking is shown.
const MyDataPanel = lazy(() => import('../rights/MyDataPanel.tsx'));

function ManageBooking({ messages, locale, centerTexts, serviceNames, rights }: Props) {
  const t = messages.booking;
  const m = t.manage;
  const { state, setState, cancel, token } = useManageBooking(m);

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
        {live && <ManageActions state={state} t={t} onChange={setState} />}
        {live && appointment.can_cancel && state.moving && (
          <Suspense fallback={<p className={styles.loading}>{m.loading}</p>}>
            <MoveVisit
              appointment={appointment}
              token={token}
              t={t}
              locale={locale}
              onMoved={(moved) => setState({ kind: 'loaded', appointment: moved, confirming: false, busy: false })}
              onKeep={() => setState({ ...state, moving: false })}
            />
          </Suspense>
        )}
        {live && appointment.can_cancel && state.confirming && (
          <CancelQuestion
            m={m}
            busy={state.busy}
            onConfirm={() => cancel(state)}
            onKeep={() => setState({ ...state, confirming: false })}
          />
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
        <MyDataPanel t={rights} token={token} locale={locale} />
      </Suspense>
    </>
  );
}

export default withErrorBoundary(ManageBooking);
