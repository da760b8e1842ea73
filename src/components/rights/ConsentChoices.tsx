// The patient's choices beyond their care, changed from the manage link (changeMyConsents).
import { useState } from 'react';
import type { Messages } from '../../i18n/messages/index.ts';
import { CHANGEABLE_PURPOSES, type ConsentChoices, type MyDataState } from '../../shared/rights/consent.ts';
import { ApiError, sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import styles from './rights.module.css';

interface Props {
  t: RightsTexts;
  token: string;
  initial: ConsentChoices;
}

export type RightsTexts = Omit<Messages['rights'], 'export'>;

export default function ConsentChoicesForm({ t, token, initial }: Props) {
  const [choices, setChoices] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function save(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await sendJson<{ data: MyDataState }>('POST', '/api/my-data/consents', { token, ...choices }, t.consentsFailed);
      showToast({ type: 'success', title: t.consentsSaved });
    } catch (error) {
      showToast({ type: 'error', title: t.consentsFailed, message: error instanceof ApiError ? error.message : '' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={save}>
      <fieldset className={styles.fieldset}>
        <legend>{t.consentsTitle}</legend>
        <p className="field-hint">
          {t.consents.care}. {t.careNote}
        </p>
        {CHANGEABLE_PURPOSES.map((purpose) => (
          <div className="checkbox-row" key={purpose}>
            <input
              id={`consent-${purpose}`}
              type="checkbox"
              checked={choices[purpose]}
              onChange={(e) => setChoices({ ...choices, [purpose]: e.target.checked })}
            />
            <label htmlFor={`consent-${purpose}`}>{t.consents[purpose]}</label>
          </div>
        ))}
      </fieldset>
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? t.saving : t.saveConsents}
      </button>
    </form>
  );
}
