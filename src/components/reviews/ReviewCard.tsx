// One approved review on /testimonials: the rating, treatment, the patient's own words (as text, never HTML) and who
// wrote it when.
import type { CSSProperties } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { fill } from '../../i18n/translate.ts';
import type { PublicReview } from '../../shared/reviews/review.ts';
import { formatInstant } from '../../shared/utils/format.ts';
import type { ListingTexts as Texts } from './listing-filters.ts';
import styles from './ReviewListing.module.css';

export /** A stored value's words (a treatment, a treatment time, a rating), or the value itself if the catalogue lacks it. */
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** A rating's stars, drawn by global.css's `.stars` from --rating, as an image with its figure in words. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return <span className="stars" style={{ '--rating': rating } as CSSProperties} role="img" aria-label={label} />;
}

export default function ReviewCard({ review, t, locale }: { review: PublicReview; t: Texts; locale: Locale }) {
  return (
    <article className={`card ${styles.review}`}>
      <header className="story-top">
        <Stars
          rating={review.rating}
          label={fill(t.rated, { rating: review.rating, label: labelOf(t.ratingLabels, String(review.rating)) })}
        />
        <span className="badge">{labelOf(t.treatments, review.treatment)}</span>
      </header>
      <blockquote className={styles.text}>
        <p>{review.reviewText}</p>
      </blockquote>
      <footer className={styles.reviewer}>
        <p className={styles.name} translate="no">
          {review.name}
        </p>
        <p className={styles.meta}>
          {review.age}, {review.profession}, {review.location}
        </p>
        <dl className={styles.details}>
          <div>
            <dt>{t.condition}</dt>
            <dd>{review.condition}</dd>
          </div>
          <div>
            <dt>{t.duration}</dt>
            <dd>{labelOf(t.durations, review.duration)}</dd>
          </div>
          <div>
            <dt>{t.shared}</dt>
            <dd>
              <time dateTime={review.createdAt}>{formatInstant(review.createdAt, 'plain', locale)}</time>
            </dd>
          </div>
        </dl>
      </footer>
    </article>
  );
}
