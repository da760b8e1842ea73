// The patient's choices beyond their care, changed from the manage link (changeMyConsents).
import { useState } from 'react';
import type { Messages } from '../../i18n/messages/index.ts';
import { CHANGEABLE_PURPOSES, type ConsentChoices, type MyDataState } from '../../shared/rights/consent.ts';
import { sendJson } from '../../shared/utils/api-client.ts';
import { showToast } from '../../shared/utils/toast-store.ts';
import { useForm } from '../forms/use-form.ts';
import styles from './rights.module.css';

interface Props {
  t: RightsTexts;
  token: string;
  initial: ConsentChoices;
}

export type RightsTexts = Omit<Messages['rights'], 'export'>;

export default function ConsentChoicesForm({ t, token, initial }: Props) {
  const [choices, setChoices] = useState(initial);
  // Nothing to check here (every choice is a yes or no): the hook sends, holds the Save button and toasts a refusal.
  const form = useForm<never>({ idPrefix: 'consent', messages: {} });

  async function save(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await form.send(
      () => sendJson<{ data: MyDataState }>('POST', '/api/my-data/consents', { token, ...choices }, t.consentsFailed),
      t.consentsFailed,
    );
    if (sent) showToast({ type: 'success', title: t.consentsSaved });
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
      <button type="submit" className="btn btn-secondary" disabled={form.sending}>
        {form.sending ? t.saving : t.saveConsents}
      </button>
    </form>
  );
}
