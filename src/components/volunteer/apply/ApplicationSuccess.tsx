// What an applicant sees once the application is sent.
import { type Locale, localizedPath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import SuccessPanel from '../../forms/SuccessPanel.tsx';

export default function ApplicationSuccess({ t, locale }: { t: Messages['volunteer']; locale: Locale }) {
  return (
    <SuccessPanel className="card apply-success" heading={t.successHeading}>
      <p>{t.successText}</p>
      <div className="apply-success__actions">
        <a className="btn btn-primary" href={localizedPath('/volunteer', locale)}>
          {t.backToVolunteer}
        </a>
        <a className="btn btn-secondary" href={localizedPath('/contact', locale)}>
          {t.contactUs}
        </a>
      </div>
    </SuccessPanel>
  );
}
