// The listing's treatment and rating filters (disabled until the island has read the address bar).
import type { Locale } from '../../i18n/locales.ts';
import { fill, plural } from '../../i18n/translate.ts';
import { REVIEW_TREATMENTS } from '../../shared/enums.ts';
import { REVIEW_RATING_FILTERS } from '../../shared/reviews/review-filters.ts';
import type { Filters, ListingTexts } from './listing-filters.ts';
import { labelOf } from './ReviewCard.tsx';
import styles from './ReviewListing.module.css';

interface Props {
  filters: Filters;
  ready: boolean;
  t: ListingTexts;
  locale: Locale;
  /** A filter changed: back to the first page. */
  onChange: (next: Filters) => void;
}

export default function ReviewFilters({ filters, ready, t, locale, onChange }: Props) {
  return (
    <div className={styles.filters}>
      <div className="field">
        <label htmlFor="reviews-treatment">{t.treatment}</label>
        <select
          id="reviews-treatment"
          value={filters.treatment}
          disabled={!ready}
          onChange={(event) => onChange({ ...filters, treatment: event.target.value, page: 1 })}
        >
          <option value="all">{t.allTreatments}</option>
          {REVIEW_TREATMENTS.map((treatment) => (
            <option key={treatment} value={treatment}>
              {labelOf(t.treatments, treatment)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="reviews-rating">{t.rating}</label>
        <select
          id="reviews-rating"
          value={filters.rating}
          disabled={!ready}
          onChange={(event) => onChange({ ...filters, rating: event.target.value, page: 1 })}
        >
          <option value="all">{t.allRatings}</option>
          {REVIEW_RATING_FILTERS.map((rating) => (
            <option key={rating} value={rating}>
              {fill(plural(locale, Number(rating), t.stars), { label: labelOf(t.ratingLabels, rating) })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
