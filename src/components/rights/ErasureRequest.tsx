// "Erase my data" on the manage page (requestErasure): asked once, confirmed, then the date it will be answered by.
import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { ErasureRequestView } from '../../shared/rights/consent.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { formatDay } from '../../shared/utils/format.ts';
import type { RightsTexts } from './ConsentChoices.tsx';
import styles from './rights.module.css';

interface Props {
  t: RightsTexts;
  token: string;
  locale: Locale;
  open: ErasureRequestView | null;
}

export default function ErasureRequest({ t, token, locale, open }: Props) {
  const [request, setRequest] = useState(open);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState('');

  async function ask() {
    setError('');
    try {
      const { data } = await sendJson<{ data: ErasureRequestView }>(
        'POST',
        '/api/my-data/erasure',
        { token },
        t.erasureFailed,
      );
      setRequest(data);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t.erasureFailed);
    }
  }

  return (
    <section aria-labelledby="erasure-title" className={styles.erasure}>
      <h3 id="erasure-title">{t.erasureTitle}</h3>
      <p>{t.erasureExplain}</p>
      {request && <p role="status">{fill(t.erasureRequested, { date: formatDay(request.due_on, 'long', locale) })}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {!request && !asking && (
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(true)}>
          {t.requestErasure}
        </button>
      )}
      {!request && asking && (
        <div role="alertdialog" aria-labelledby="erasure-question" className={styles.confirm}>
          <p id="erasure-question">
            <strong>{t.erasureQuestion}</strong>
          </p>
          <button type="button" className="btn btn-danger" onClick={ask}>
            {t.erasureConfirm}
          </button>{' '}
          <button type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
            {t.erasureKeep}
          </button>
        </div>
      )}
    </section>
  );
}
