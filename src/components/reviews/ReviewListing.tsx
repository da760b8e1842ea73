// The approved reviews on /testimonials (docs/product-rules.md "Listing"): treatment and rating filters and the page
// live in the URL (shareable, survive a reload, Back works); the count and average describe the reviews that match
// the filters. Every review is rendered as text by React, never as HTML. Its texts come from the page, in the page's
// language, as a prop (docs/i18n.md); the patients' own words are shown as they wrote them.
import { useEffect, useRef, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { ReviewListResponse } from '../../shared/reviews/review.ts';
import { ApiError } from '../../shared/utils/api-client.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import { useLoad } from '../ui/use-load.ts';
import {
  DEFAULT_FILTERS,
  type Filters,
  filtersFromUrl,
  type ListingTexts,
  reviewsUrl,
  searchOf,
} from './listing-filters.ts';
import ReviewCard from './ReviewCard.tsx';
import ReviewFilters from './ReviewFilters.tsx';
import styles from './ReviewListing.module.css';
import ReviewPagination from './ReviewPagination.tsx';
import ReviewSummary from './ReviewSummary.tsx';

interface Props {
  /** The listing's texts in the page's language. */
  messages: ListingTexts;
  locale: Locale;
}

function ReviewListing({ messages: t, locale }: Props) {
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [ready, setReady] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Nothing is asked before the island has read the filters from the address bar.
  const [load, retry] = useLoad<ReviewListResponse>(ready ? reviewsUrl(filters) : undefined, t.failed);

  useEffect(() => {
    const fromUrl = () => setFilters(filtersFromUrl());
    fromUrl();
    setReady(true);
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, []);

  function change(next: Filters, focusHeading = false) {
    setFilters(next);
    window.history.pushState(null, '', `${window.location.pathname}${searchOf(next)}#reviews`);
    if (focusHeading) headingRef.current?.focus();
  }

  const response = load.state === 'loaded' ? load.value : undefined;
  const { page, pages } = response?.pagination ?? { page: filters.page, pages: 0 };
  const filtered = filters.treatment !== 'all' || filters.rating !== 'all';

  return (
    <div className={styles.listing}>
      <h2 id="reviews-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.heading}
      </h2>
      <ReviewFilters filters={filters} ready={ready} t={t} locale={locale} onChange={change} />
      <ReviewSummary summary={response?.summary} filtered={filtered} t={t} locale={locale} />

      {load.state === 'loading' && (
        <p className={styles.status} role="status">
          {t.loading}
        </p>
      )}
      {load.state === 'failed' && (
        <LoadFailed
          message={load.error instanceof ApiError ? load.error.message : t.failed}
          retryLabel={t.tryAgain}
          onRetry={retry}
          small
        />
      )}
      {response && response.reviews.length === 0 && response.pagination.total > 0 && (
        <div className={styles.empty}>
          <p>{t.emptyPage}</p>
          <button type="button" className="btn btn-secondary" onClick={() => change({ ...filters, page: 1 })}>
            {t.firstPage}
          </button>
        </div>
      )}
      {response && response.pagination.total === 0 && (
        <div className={styles.empty}>
          <p>{filtered ? t.noMatch : t.noneYet}</p>
          {filtered ? (
            <button type="button" className="btn btn-secondary" onClick={() => change(DEFAULT_FILTERS)}>
              {t.clear}
            </button>
          ) : (
            <a className="btn btn-primary" href={localizedPath('/share-review', locale)}>
              {t.share}
            </a>
          )}
        </div>
      )}
      {response && response.reviews.length > 0 && (
        <ul className={styles.list}>
          {response.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} t={t} locale={locale} />
            </li>
          ))}
        </ul>
      )}

      {response && pages > 1 && (
        <ReviewPagination page={page} pages={pages} t={t} onPage={(next) => change({ ...filters, page: next }, true)} />
      )}
    </div>
  );
}

export default withErrorBoundary(ReviewListing);
