// The waitlist link's page (/appointment/waitlist#token=...): where the person stands, and the one offer when there
// is one: take it, let it go, or leave the list. The token is read from the fragment and posted in JSON bodies, as
// on the manage page, so it is in no URL a server logs.
import { useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import { fill, plural } from '../../i18n/translate.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { formatDay, formatInstant, formatTime12h } from '../../shared/utils/format.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import type { WaitlistEntryView } from '../../shared/waitlist/waitlist.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { useRequest } from '../ui/use-load.ts';
import styles from './booking.module.css';
import type { BookingMessages, CenterTexts } from './booking-form.ts';
import { useFragment } from './use-fragment.ts';

interface Props {
  messages: BookingMessages;
  locale: Locale;
  centerTexts: CenterTexts;
}

type Action = 'view' | 'claim' | 'decline' | 'leave';
type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; entry: WaitlistEntryView };

/** The entry, viewed once the fragment is read, and what the person does with it (each answer replaces it). */
function useWaitlistEntry(w: BookingMessages['booking']['waitlist']) {
  const fragment = useFragment();
  const token = fragment?.get('token') ?? '';
  const [busy, setBusy] = useState<Action>();
  const post = (action: Action, failure: string) =>
    sendJson<{ data: WaitlistEntryView }>('POST', `/api/waitlist/${action}`, { token }, failure).then((r) => r.data);
  // A link without its token asks nothing.
  const view = useRequest(token || undefined, () => post('view', w.loadFailed));

  let state: State = view.value ? { kind: 'loaded', entry: view.value } : { kind: 'loading' };
  if (fragment && !token) state = { kind: 'error', message: w.incomplete };
  else if (view.settled?.failed) {
    const { error } = view.settled;
    state = { kind: 'error', message: error instanceof ApiError ? error.message : w.actionFailed };
  }

  async function act(action: Exclude<Action, 'view'>) {
    setBusy(action);
    try {
      view.setValue(await post(action, w.actionFailed));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : w.actionFailed;
      showToast({ type: 'error', title: w.actionFailed, message });
      // Refused because the offer ended meanwhile: show it as it is now.
      if (error instanceof ApiError && error.status === 409) {
        setBusy('view');
        await view.request();
      }
    } finally {
      setBusy(undefined);
    }
  }
  return { state, busy, act };
}

function WaitlistOffer({ messages, locale, centerTexts }: Props) {
  const w = messages.booking.waitlist;
  const { state, busy, act } = useWaitlistEntry(w);
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
  const button = (action: Exclude<Action, 'view'>, label: string, kind = 'btn-secondary') => (
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
