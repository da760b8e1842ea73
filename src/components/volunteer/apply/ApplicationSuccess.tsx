// What an applicant sees once the application is sent.
import { type Locale, localizedPath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import SuccessPanel from '../../forms/SuccessPanel.tsx';

export default function ApplicationSuccess({ t, locale }: { t: Messages['volunteer']; locale: Locale }) {
  return (
    <SuccessPanel
      className="card apply-success"
      heading={t.successHeading}
      links={{
        className: 'apply-success__actions',
        primary: { href: localizedPath('/volunteer', locale), label: t.backToVolunteer },
        secondary: { href: localizedPath('/contact', locale), label: t.contactUs },
      }}
    >
      <p>{t.successText}</p>
    </SuccessPanel>
  );
}
