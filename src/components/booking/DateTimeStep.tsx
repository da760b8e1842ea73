// The 30-day strip from today in Colombo (whatever the phone's zone), marked from the days call, and the day's
// slots in 12-hour time. It opens on the first day with a free place; a day the patient chose stays chosen.
import { type ReactNode, useEffect, useMemo } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { fill, plural } from '../../i18n/translate.ts';
import { BOOKING_WINDOW_DAYS } from '../../shared/booking/booking-schema.ts';
import type { BookableDay, Slot } from '../../shared/booking/catalogue.ts';
import { colomboDateStrip, colomboTimeOfDay, colomboToday } from '../../shared/utils/colombo-time.ts';
import { formatTime12h } from '../../shared/utils/format.ts';
import LoadFailed from '../ui/LoadFailed.tsx';
import styles from './booking.module.css';
import type { BookingForm, BookingMessages, Loadable } from './booking-form.ts';
import DateStrip from './DateStrip.tsx';

/** What the step chooses: the wizard's form, or the manage page's choice of another time. */
type DayAndTime = Pick<BookingForm, 'appointmentDate' | 'timeSlot' | 'slotTime'>;

interface Props {
  form: DayAndTime;
  /** The days call's answer for the chosen doctor and centre. */
  days: Loadable<BookableDay>;
  slots: Loadable<Slot>;
  /** Load the days or the slots again after a failure. */
  retry: { days: () => void; slots: () => void };
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

export default function DateTimeStep({ form, days, slots, retry, notice, update, t, locale, waitlist }: Props) {
  const dates = useMemo(() => colomboDateStrip(BOOKING_WINDOW_DAYS), []);
  const byDate = useMemo(() => new Map((days ?? []).map((day) => [day.date, day])), [days]);

  // Open on the first day with a free place (today when none has, or when the days could not be read); a draft's
  // date that has since passed opens the same way. Until the days answer, nothing is chosen.
  useEffect(() => {
    if (days === undefined || (form.appointmentDate && dates.includes(form.appointmentDate))) return;
    const first = (days ?? []).find((day) => day.free_places > 0)?.date ?? dates[0];
    if (first) update({ appointmentDate: first, timeSlot: '' });
  }, [dates, days, form.appointmentDate, update]);

  const selectable = (slots ?? []).filter((slot) => isSelectable(slot, form.appointmentDate));
  const full = selectable.length === 0 && (slots ?? []).some((slot) => isFull(slot, form.appointmentDate));

  return (
    <div>
      <fieldset className={styles.bare}>
        <legend className={styles.subheading}>{t.date}</legend>
        {days === null && <LoadFailed message={t.daysFailed} retryLabel={t.retry} onRetry={retry.days} />}
        {days?.every((day) => day.free_places === 0) && (
          <p className="field-hint">{fill(t.noFreeDays, { days: BOOKING_WINDOW_DAYS })}</p>
        )}
        <DateStrip
          dates={dates}
          days={byDate}
          chosen={form.appointmentDate}
          notice={notice}
          onChoose={(date) => update({ appointmentDate: date, timeSlot: '' })}
          t={t}
          locale={locale}
        />
      </fieldset>

      <fieldset className={styles.bare}>
        <legend className={styles.subheading}>{t.time}</legend>
        {notice && (
          <p className="form-error" role="alert">
            {notice}
          </p>
        )}
        {form.appointmentDate && slots === undefined && <p className={styles.loading}>{t.loadingSlots}</p>}
        {slots === null && <LoadFailed message={t.slotsFailed} retryLabel={t.retry} onRetry={retry.slots} />}
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
