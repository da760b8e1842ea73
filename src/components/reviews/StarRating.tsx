// The 1-5 star picker: a native radio group (arrow keys, screen readers and forms work as everywhere), drawn as
// stars; each transparent radio lies over its star, so a tap lands on the radio itself. The chosen star's label (Poor ... Excellent Experience) is shown beside it.
import { useState } from 'react';
import { RATING_LABELS } from '../../shared/reviews/review-schema.ts';
import styles from './ReviewWizard.module.css';

interface Props {
  value: number;
  error?: string;
  onChange(value: number): void;
}

export function StarRating({ value, error, onChange }: Props) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  const errorId = 'review-rating-error';
  return (
    <fieldset
      className={`field ${styles.rating}`}
      aria-describedby={error ? errorId : undefined}
      onMouseLeave={() => setHovered(0)}
    >
      <legend className="required">Overall Rating</legend>
      <div className={styles.stars}>
        {RATING_LABELS.map((label, index) => {
          const stars = index + 1;
          return (
            <span key={label} className={styles.star}>
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
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {stars} {stars === 1 ? 'star' : 'stars'}, {label}
                </span>
              </label>
            </span>
          );
        })}
        <span id="review-rating-label" className={styles.ratingLabel} aria-hidden="true">
          {shown ? RATING_LABELS[shown - 1] : 'Choose from 1 to 5 stars'}
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
