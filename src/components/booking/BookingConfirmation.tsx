// After a booking (docs/product-rules.md "Confirmation"): what happens next, the reference, an .ics file and the private link.
import { useEffect, useRef } from 'react';
import { localizedPath } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { BookingConfirmation as Confirmation } from '../../shared/booking/booking-schema.ts';
import SuccessMark from '../ui/SuccessMark.tsx';
import AppointmentSummary, { type AppointmentTexts } from './AppointmentSummary.tsx';
import styles from './booking.module.css';
import CenterPhoneText from './CenterPhoneText.tsx';
import { downloadCalendarFile } from './calendar-file.ts';

interface Props {
  confirmation: Confirmation;
  onBookAnother: () => void;
  texts: AppointmentTexts;
}

export default function BookingConfirmation({ confirmation, onBookAnother, texts }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { appointment } = confirmation;
  const { t, locale } = texts;
  const [before = '', after = ''] = t.confirmedLead.split('{name}');
  return (
    <section className={`card ${styles.panel} ${styles.confirmation}`} aria-labelledby="booking-confirmed-title">
      <SuccessMark icon="check" align="start" />
      <h2 id="booking-confirmed-title" ref={heading} tabIndex={-1}>
        {t.confirmedTitle}
      </h2>
      <p className="lead">
        {before}
        <span translate="no">{appointment.patient_name}</span>
        {after} <strong translate="no">{confirmation.reference}</strong>
      </p>
      <AppointmentSummary appointment={appointment} texts={texts} />

      <h3 className={styles.subheading}>{t.whatNext}</h3>
      <ul className={styles.nextSteps}>
        <li>{t.nextEmail}</li>
        <li>{t.nextCall}</li>
        <li>{t.nextArrive}</li>
        <li>{t.nextDocuments}</li>
      </ul>

      <div className={styles.confirmActions}>
        <button type="button" className="btn btn-secondary" onClick={() => downloadCalendarFile(appointment)}>
          {t.addToCalendar}
        </button>
        <a className="btn btn-secondary" href={confirmation.manage_url}>
          {t.viewOrCancel}
        </a>
      </div>
      <p className="field-hint">
        <CenterPhoneText
          text={fill(t.privateLink, { hours: appointment.notice_hours })}
          phone={appointment.medical_center_phone}
        />
      </p>

      <div className={styles.confirmActions}>
        <a className="btn btn-primary" href={localizedPath('/', locale)}>
          {t.home}
        </a>
        <button type="button" className="btn btn-secondary" onClick={onBookAnother}>
          {t.bookAnother}
        </button>
      </div>
    </section>
  );
}
