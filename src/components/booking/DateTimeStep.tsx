// The 30-day strip from today in Colombo (whatever the phone's zone) and the day's slots in 12-hour time.
import { type ReactNode, useEffect, useMemo } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { plural } from '../../i18n/translate.ts';
import { colomboDateStrip, colomboTimeOfDay, colomboToday } from '../../lib/colombo-time.ts';
import { formatDay, formatTime12h } from '../../lib/format.ts';
import { BOOKING_WINDOW_DAYS } from '../../shared/booking/booking-request.ts';
import type { Slot } from '../../shared/booking/catalogue.ts';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, Loadable } from './booking-form.ts';

/** What the step chooses: the wizard's form, or the manage page's choice of another time. */
type DayAndTime = Pick<BookingForm, 'appointmentDate' | 'timeSlot' | 'slotTime'>;

interface Props {
  form: DayAndTime;
  slots: Loadable<Slot>;
  /** Why the patient is back here (a slot taken meanwhile). */
  notice: string;
  update: (changes: Partial<DayAndTime>) => void;
  t: BookingMessages['booking'];
  locale: Locale;
  /** Shown when every time of the day still to come is full: the offer to wait for a place. */
  waitlist?: ReactNode;
}

/** docs/product-rules.md "Slots": selectable only when it has an id, is available, has a place left, and has not started. */
export function isSelectable(slot: Slot, date: string, now = new Date()): boolean {
  const started = date === colomboToday(now) && slot.slot_time.slice(0, 5) <= colomboTimeOfDay(now);
  return Boolean(slot.id) && slot.is_available && slot.current_bookings < slot.max_bookings && !started;
}

/** A session still to come whose places are all taken: what a waitlist waits for. */
function isFull(slot: Slot, date: string, now = new Date()): boolean {
  const started = date === colomboToday(now) && slot.slot_time.slice(0, 5) <= colomboTimeOfDay(now);
  return slot.is_available && slot.current_bookings >= slot.max_bookings && !started;
}

export default function DateTimeStep({ form, slots, notice, update, t, locale, waitlist }: Props) {
  const dates = useMemo(() => colomboDateStrip(BOOKING_WINDOW_DAYS), []);

  // Start on today; a draft's date that has since passed moves to today too.
  useEffect(() => {
    const first = dates[0];
    if (first && (!form.appointmentDate || !dates.includes(form.appointmentDate))) {
      update({ appointmentDate: first, timeSlot: '' });
    }
  }, [dates, form.appointmentDate, update]);

  const selectable = (slots ?? []).filter((slot) => isSelectable(slot, form.appointmentDate));
  const full = selectable.length === 0 && (slots ?? []).some((slot) => isFull(slot, form.appointmentDate));

  return (
    <div>
      <fieldset className={styles.bare}>
        <legend className={styles.subheading}>{t.date}</legend>
        <div className={styles.dateStrip}>
          {dates.map((date, index) => {
            const selected = form.appointmentDate === date;
            return (
              <button
                key={date}
                type="button"
                data-date={date}
                className={`${styles.dateButton} ${selected ? styles.selected : ''}`}
                aria-pressed={selected}
                onClick={() => !selected && update({ appointmentDate: date, timeSlot: '' })}
              >
                <span className={styles.dateWeekday}>{index === 0 ? t.today : formatDay(date, 'weekday', locale)}</span>{' '}
                <span className={styles.dateDay}>{formatDay(date, 'dayOfMonth', locale)}</span>{' '}
                <span className={styles.dateMonth}>{formatDay(date, 'month', locale)}</span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset className={styles.bare}>
        <legend className={styles.subheading}>{t.time}</legend>
        {notice && (
          <p className="form-error" role="alert">
            {notice}
          </p>
        )}
        {slots === undefined && <p className={styles.loading}>{t.loadingSlots}</p>}
        {slots === null && <p className="form-error">{t.slotsFailed}</p>}
        {slots && selectable.length === 0 && (
          <div className={styles.empty}>
            <p>{t.noSlots}</p>
            <p className="field-hint">{t.otherDate}</p>
          </div>
        )}
        {slots && full && waitlist}
        {slots && selectable.length > 0 && (
          <div className={styles.slotGrid} id="booking-timeSlot">
            {slots.map((slot) => {
              const open = isSelectable(slot, form.appointmentDate);
              const selected = form.timeSlot === slot.id;
              const left = slot.max_bookings - slot.current_bookings;
              return (
                <button
                  key={slot.id || slot.slot_time}
                  type="button"
                  className={`${styles.slot} ${selected ? styles.selected : ''}`}
                  aria-pressed={selected}
                  disabled={!open}
                  onClick={() => update({ timeSlot: slot.id, slotTime: slot.slot_time })}
                >
                  <span className={styles.slotTime}>{formatTime12h(slot.slot_time, locale)}</span>
                  {open && slot.max_bookings > 1 && (
                    <span className={styles.slotLeft}>{plural(locale, left, t.placesLeft)}</span>
                  )}
                  {!open && <span className="visually-hidden">{t.notAvailable}</span>}
                </button>
              );
            })}
          </div>
        )}
      </fieldset>
    </div>
  );
}
