// The waitlist link's page (/appointment/waitlist#token=...): where the person stands, and the one offer when there
// is one: take it, let it go, or leave the list. The token is read from the fragment and posted in JSON bodies, as
// on the manage page, so it is in no URL a server logs.
import { useEffect, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { fill, plural } from '../../i18n/translate.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { formatDay, formatInstant, formatTime12h } from '../../shared/utils/format.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import type { WaitlistEntryView } from '../../shared/waitlist/waitlist.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import styles from './booking.module.css';
import type { BookingMessages, CenterTexts } from './booking-form.ts';

interface Props {
  messages: BookingMessages;
  locale: Locale;
  centerTexts: CenterTexts;
}

type Action = 'view' | 'claim' | 'decline' | 'leave';
type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; entry: WaitlistEntryView };

const token = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

function WaitlistOffer({ messages, locale, centerTexts }: Props) {
  const w = messages.booking.waitlist;
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState<Action>();

  async function act(action: Action) {
    setBusy(action);
    try {
      const { data } = await sendJson<{ data: WaitlistEntryView }>(
        'POST',
        `/api/waitlist/${action}`,
        { token: token() },
        action === 'view' ? w.loadFailed : w.actionFailed,
      );
      setState({ kind: 'loaded', entry: data });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : w.actionFailed;
      if (action === 'view') setState({ kind: 'error', message });
      else showToast({ type: 'error', title: w.actionFailed, message });
      // Refused because the offer ended meanwhile: show it as it is now.
      if (action !== 'view' && error instanceof ApiError && error.status === 409) await act('view');
    } finally {
      setBusy(undefined);
    }
  }

  // Loads once, from the link's fragment.
  useEffect(() => {
    if (token()) void act('view');
    else setState({ kind: 'error', message: w.incomplete });
  }, []);

  if (state.kind === 'loading') return <p className={styles.loading}>{w.loading}</p>;
  if (state.kind === 'error') {
    return (
      <div className={`card ${styles.panel}`}>
        <p className="form-error" role="alert">
          {state.message}
        </p>
        <a className="btn btn-primary" href={localizedPath('/appointment', locale)}>
          {w.bookOther}
        </a>
      </div>
    );
  }
  const { entry } = state;
  const values = {
    doctor: entry.doctor_name,
    centre: centerTexts[entry.medical_center_id]?.name ?? entry.medical_center_name,
    date: formatDay(entry.date, 'long', locale),
    time: entry.offer ? formatTime12h(entry.offer.slot_time, locale) : '',
  };
  const button = (action: Action, label: string, kind = 'btn-secondary') => (
    <button type="button" className={`btn ${kind}`} disabled={busy !== undefined} onClick={() => act(action)}>
      {busy === action && action === 'claim' ? w.claiming : label}
    </button>
  );
  const ended = { declined: w.declined, lapsed: w.lapsed, left: w.left } as const;
  return (
    <section className={`card ${styles.panel}`} aria-live="polite">
      {entry.status === 'waiting' && (
        <>
          <p>{fill(w.waiting, values)}</p>
          <p>{entry.ahead ? plural(locale, entry.ahead, w.ahead) : w.first}</p>
          <div className={styles.confirmActions}>{button('leave', w.leave)}</div>
        </>
      )}
      {entry.status === 'offered' && entry.offer && (
        <>
          <p>
            <strong>{fill(w.offered, values)}</strong>
          </p>
          <p>{fill(w.heldUntil, { until: formatInstant(entry.offer.expires_at, 'compact', locale) })}</p>
          <div className={styles.confirmActions}>
            {button('claim', w.claim, 'btn-primary')}
            {button('decline', w.decline)}
            {button('leave', w.leave)}
          </div>
        </>
      )}
      {entry.status === 'booked' && entry.booking && (
        <>
          <p role="status">{fill(w.booked, { reference: entry.booking.reference })}</p>
          <a className="btn btn-primary" href={localizedPath(entry.booking.manage_url, locale)}>
            {w.manage}
          </a>
        </>
      )}
      {(entry.status === 'declined' || entry.status === 'lapsed' || entry.status === 'left') && (
        <>
          <p role="status">{ended[entry.status]}</p>
          <a className="btn btn-secondary" href={localizedPath('/appointment', locale)}>
            {w.bookOther}
          </a>
        </>
      )}
    </section>
  );
}

export default withErrorBoundary(WaitlistOffer);
