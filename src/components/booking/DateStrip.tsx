// The 30-day strip of Colombo days. With the days call's answer, a day without sessions is disabled and says so,
// a full day says "Full" (still choosable, to see its times); the chosen day is kept in view, also after a refusal.
import { useEffect, useRef } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { BookableDay } from '../../shared/booking/catalogue.ts';
import { formatDay } from '../../shared/utils/format.ts';
import styles from './booking.module.css';
import type { BookingMessages } from './booking-form.ts';

interface Props {
  dates: string[];
  /** The days call's answer by date (empty while it loads or after it failed: every day is then plain). */
  days: Map<string, BookableDay>;
  chosen: string;
  /** Changes when the patient is sent back here (a time taken meanwhile): the chosen day is scrolled into view again. */
  notice: string;
  onChoose: (date: string) => void;
  t: BookingMessages['booking'];
  locale: Locale;
}

export default function DateStrip({ dates, days, chosen, notice, onChoose, t, locale }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const button = strip.current?.querySelector<HTMLElement>(`[data-date="${chosen}"]`);
    const box = strip.current;
    // Scroll the strip only (never the page): the chosen day near the strip's start.
    if (button && box) box.scrollLeft = button.offsetLeft - box.offsetLeft - box.clientWidth / 3;
  }, [chosen, notice, days]);

  return (
    <div className={styles.dateStrip} ref={strip}>
      {dates.map((date, index) => {
        const day = days.get(date);
        const mark = !day || day.free_places > 0 ? '' : day.slots === 0 ? t.dayNoSessions : t.dayFull;
        const selected = chosen === date;
        return (
          <button
            key={date}
            type="button"
            data-date={date}
            data-mark={day ? (mark ? (day.slots === 0 ? 'none' : 'full') : 'free') : undefined}
            className={`${styles.dateButton} ${selected ? styles.selected : ''}`}
            aria-pressed={selected}
            disabled={day?.slots === 0 && !selected}
            onClick={() => !selected && onChoose(date)}
          >
            <span className={styles.dateWeekday}>{index === 0 ? t.today : formatDay(date, 'weekday', locale)}</span>{' '}
            <span className={styles.dateDay}>{formatDay(date, 'dayOfMonth', locale)}</span>{' '}
            <span className={styles.dateMonth}>{formatDay(date, 'month', locale)}</span>
            {mark && (
              <span className={styles.dateMark}>
                <span className="visually-hidden">, </span>
                {mark}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
