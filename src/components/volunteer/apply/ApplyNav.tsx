// Under the application: back to the programs, the previous step, and the next step or, on the last, Submit.
import { type Locale, localizedPath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import { LAST_STEP } from './application-values.ts';

interface Props {
  step: number;
  sending: boolean;
  goTo: (step: number) => void;
  t: Messages['volunteer'];
  locale: Locale;
}

export default function ApplyNav({ step, sending, goTo, t, locale }: Props) {
  return (
    <div className="apply-nav">
      <a className="btn btn-secondary apply-nav__back" href={localizedPath('/volunteer', locale)}>
        {t.backToPrograms}
      </a>
      <div className="apply-nav__steps">
        {step > 1 && (
          <button type="button" className="btn btn-secondary" onClick={() => goTo(step - 1)}>
            {t.previous}
          </button>
        )}
        {step < LAST_STEP ? (
          // Distinct keys: React must not turn this very button into the submit button while its click is
          // still being handled, or the click that reaches step 4 would submit the form.
          <button key="next" type="button" className="btn btn-primary" onClick={() => goTo(step + 1)}>
            {t.nextStep}
          </button>
        ) : (
          <button key="submit" type="submit" className="btn btn-accent" disabled={sending}>
            {sending ? t.submitting : t.submit}
          </button>
        )}
      </div>
    </div>
  );
}
