// The 1-5 star picker: a native radio group (arrow keys, screen readers and forms work as everywhere), drawn as
// stars; each transparent radio lies over its star, so a tap lands on the radio itself. The chosen star's label (Poor ...
// Excellent Experience, in the page's language) is shown beside it.
import { useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { plural } from '../../i18n/translate.ts';
import styles from './ReviewWizard.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
type Stars = (typeof STARS)[number];

interface Props {
  value: number;
  error?: string;
  onChange(value: number): void;
  t: Messages['review'];
  locale: Locale;
}

export function StarRating({ value, error, onChange, t, locale }: Props) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const errorId = 'review-rating-error';
  return (
    <fieldset
      className={`field ${styles.rating}`}
      aria-describedby={error ? errorId : undefined}
      onMouseLeave={() => setHovered(0)}
    >
      <legend className="required">{t.rating}</legend>
      <div className={styles.stars}>
        {STARS.map((stars) => {
          const label = t.ratingLabels[stars];
          return (
            <span key={stars} className={styles.star}>
              <input
                type="radio"
                id={`review-rating-${stars}`}
                name="rating"
                value={stars}
                checked={value === stars}
                aria-invalid={error ? true : undefined}
                onChange={() => {
                  setHovered(0);
                  onChange(stars);
                }}
                onMouseEnter={() => setHovered(stars)}
              />
              <label htmlFor={`review-rating-${stars}`} data-filled={stars <= shown ? 'true' : undefined}>
                <span className="star-shape" aria-hidden="true" />
                <span className="visually-hidden">
                  {plural(locale, stars, t.stars)}, {label}
                </span>
              </label>
            </span>
          );
        })}
        <span id="review-rating-label" className={styles.ratingLabel} aria-hidden="true">
          {shown ? t.ratingLabels[shown as Stars] : t.chooseStars}
        </span>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
