// What an applicant sees once the application is sent: the focus moves to its heading so it is announced.
import { useEffect, useRef } from 'react';
import { type Locale, localizedPath } from '../../../i18n/locales.ts';
import type { Messages } from '../../../i18n/messages/index.ts';

export default function ApplicationSuccess({ t, locale }: { t: Messages['volunteer']; locale: Locale }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card apply-success" role="status">
      <p className="apply-success__icon" aria-hidden="true">
        ✓
      </p>
      <h2 ref={heading} tabIndex={-1}>
        {t.successHeading}
      </h2>
      <p>{t.successText}</p>
      <div className="apply-success__actions">
        <a className="btn btn-primary" href={localizedPath('/volunteer', locale)}>
          {t.backToVolunteer}
        </a>
        <a className="btn btn-secondary" href={localizedPath('/contact', locale)}>
          {t.contactUs}
        </a>
      </div>
    </div>
  );
}
