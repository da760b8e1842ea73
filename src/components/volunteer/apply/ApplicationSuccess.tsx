// What an applicant sees once the application is sent.
import { type Locale, localizedPath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';
import SuccessPanel from '../../forms/SuccessPanel.tsx';

/** `again`: the same e-mail already had an open application to the programme; it was kept with that one. */
export default function ApplicationSuccess({
  t,
  locale,
  again = false,
}: {
  t: Messages['volunteer'];
  locale: Locale;
  again?: boolean;
}) {
  return (
    <SuccessPanel
      className="card apply-success"
      heading={again ? t.alreadyReceivedHeading : t.successHeading}
      links={{
        className: 'apply-success__actions',
        primary: { href: localizedPath('/volunteer', locale), label: t.backToVolunteer },
        secondary: { href: localizedPath('/contact', locale), label: t.contactUs },
      }}
    >
      <p>{again ? t.alreadyReceived : t.successText}</p>
    </SuccessPanel>
  );
}
