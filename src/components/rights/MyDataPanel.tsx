// "Your data" on the manage page (docs/data-protection.md): download what we hold, change consents, ask for erasure.
// Loaded after the booking, with the patient's consents and open request read by changeMyConsents with the token.
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { ConsentChoices, MyDataState } from '../../shared/rights/consent.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import { useRequest } from '../ui/use-load.ts';
import ConsentChoicesForm, { type RightsTexts } from './ConsentChoices.tsx';
import { downloadMyData } from './download.ts';
import ErasureRequest from './ErasureRequest.tsx';
import styles from './rights.module.css';

interface Props {
  t: RightsTexts;
  token: string;
  locale: Locale;
}

const NOTHING_READ: MyDataState = { consents: [], open_request: null };

function choicesOf(state: MyDataState): ConsentChoices {
  const granted = (purpose: keyof ConsentChoices) =>
    state.consents.find((c) => c.purpose === purpose)?.granted ?? false;
  return { reminders: granted('reminders'), newsletter: granted('newsletter'), marketing: granted('marketing') };
}

export default function MyDataPanel({ t, token, locale }: Props) {
  const { value, settled } = useRequest(token, () =>
    sendJson<{ data: MyDataState }>('POST', '/api/my-data/consents', { token }, t.downloadFailed).then((r) => r.data),
  );
  // Unread consents show as the empty choices: the downloads and the request still work.
  const state = settled?.failed ? NOTHING_READ : value;

  const download = (format: 'json' | 'html') =>
    downloadMyData(token, format, t.downloadFailed).catch((error: unknown) =>
      showToast({ type: 'error', title: t.downloadFailed, message: error instanceof ApiError ? error.message : '' }),
    );

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t.title}</h2>
      <p>{t.intro}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => download('html')}>
          {t.downloadPage}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => download('json')}>
          {t.downloadJson}
        </button>
      </div>
      {state && (
        <>
          <ConsentChoicesForm t={t} token={token} initial={choicesOf(state)} />
          <ErasureRequest t={t} token={token} locale={locale} open={state.open_request} />
        </>
      )}
      <p>
        <a href={localizedPath('/privacy', locale)}>{t.privacyLink}</a>
      </p>
    </section>
  );
}
