// What the patient lets us send beyond their care: recorded with the booking, changed later from their link.
import styles from './booking.module.css';
import type { BookingForm, BookingMessages } from './booking-form.ts';

const CHOICES = [
  ['consentReminders', 'choiceReminders'],
  ['consentNewsletter', 'choiceNewsletter'],
  ['consentMarketing', 'choiceMarketing'],
] as const;

interface Props {
  form: BookingForm;
  update: (changes: Partial<BookingForm>) => void;
  t: BookingMessages['booking'];
}

export default function MessageChoices({ form, update, t }: Props) {
  return (
    <fieldset className={styles.health}>
      <legend>{t.choicesTitle}</legend>
      {CHOICES.map(([field, label]) => (
        <div className="checkbox-row" key={field}>
          <input
            id={`booking-${field}`}
            type="checkbox"
            checked={form[field]}
            onChange={(e) => update({ [field]: e.target.checked })}
          />
          <label htmlFor={`booking-${field}`}>{t[label]}</label>
        </div>
      ))}
      <p className="field-hint">{t.choicesHint}</p>
    </fieldset>
  );
}
