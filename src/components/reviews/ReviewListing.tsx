// The approved reviews on /testimonials (docs/product-rules.md "Listing"): treatment and rating filters and the page
// live in the URL (shareable, survive a reload, Back works); the count and average describe the reviews that match
// the filters. Every review is rendered as text by React, never as HTML. Its texts come from the page, in the page's
// language, as a prop (docs/i18n.md); the patients' own words are shown as they wrote them.
import { type CSSProperties, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { fill, plural } from '../../i18n/translate.ts';
import { REVIEW_TREATMENTS } from '../../shared/enums.ts';
import type { PublicReview, ReviewListResponse } from '../../shared/reviews/review.ts';
import { REVIEW_LIMIT_DEFAULT, REVIEW_RATING_FILTERS } from '../../shared/reviews/review-filters.ts';
import { ApiError, getJson } from '../../shared/utils/api-client.ts';
import { formatInstant } from '../../shared/utils/format.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import LoadFailed from '../ui/LoadFailed.tsx';
import styles from './ReviewListing.module.css';

/** The listing's own texts, and the treatment, duration and rating words the review form uses too. */
type Texts = Messages['testimonials']['listing'] &
  Pick<Messages['review'], 'treatments' | 'durations' | 'ratingLabels'>;

interface Props {
  /** The listing's texts in the page's language. */
  messages: Texts;
  locale: Locale;
}

interface Filters {
  treatment: string;
  rating: string;
  page: number;
}

const DEFAULTS: Filters = { treatment: 'all', rating: 'all', page: 1 };

/** The filters in the address bar; anything unknown falls back to its default instead of an error. */
function filtersFromUrl(): Filters {
  const params = new URLSearchParams(window.location.search);
  const treatment = params.get('treatment') ?? 'all';
  const rating = params.get('rating') ?? 'all';
  const page = Number(params.get('page') ?? '1');
  return {
    treatment: (REVIEW_TREATMENTS as readonly string[]).includes(treatment) ? treatment : 'all',
    rating: (REVIEW_RATING_FILTERS as readonly string[]).includes(rating) ? rating : 'all',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

function searchOf(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.treatment !== 'all') params.set('treatment', filters.treatment);
  if (filters.rating !== 'all') params.set('rating', filters.rating);
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** A text with its {placeholders} replaced by the given nodes: '{average} average …' with the average in bold. */
function withNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && name in nodes ? nodes[name] : part;
  });
}

/** A stored value's words (a treatment, a treatment time, a rating), or the value itself if the catalogue lacks it. */
const labelOf = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** A rating's stars, drawn by global.css's `.stars` from --rating, as an image with its figure in words. */
function Stars({ rating, label }: { rating: number; label: string }) {
  return <span className="stars" style={{ '--rating': rating } as CSSProperties} role="img" aria-label={label} />;
}

function ReviewCard({ review, t, locale }: { review: PublicReview; t: Texts; locale: Locale }) {
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

type State =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; response: ReviewListResponse };

function ReviewListing({ messages: t, locale }: Props) {
  const [filters, setFilters] = useState<Filters>(DEFAULTS);
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const latest = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(
    async (wanted: Filters) => {
      const request = ++latest.current;
      setState({ kind: 'loading' });
      const params = new URLSearchParams({ page: String(wanted.page), limit: String(REVIEW_LIMIT_DEFAULT) });
      if (wanted.treatment !== 'all') params.set('treatment', wanted.treatment);
      if (wanted.rating !== 'all') params.set('rating', wanted.rating);
      try {
        const response = await getJson<ReviewListResponse>(`/api/reviews?${params}`, t.failed);
        if (request === latest.current) setState({ kind: 'loaded', response });
      } catch (error) {
        if (request !== latest.current) return;
        setState({ kind: 'error', message: error instanceof ApiError ? error.message : t.failed });
      }
    },
    [t.failed],
  );

  useEffect(() => {
    const fromUrl = () => {
      const next = filtersFromUrl();
      setFilters(next);
      void load(next);
    };
    fromUrl();
    setReady(true);
    window.addEventListener('popstate', fromUrl);
    return () => window.removeEventListener('popstate', fromUrl);
  }, [load]);

  function change(next: Filters, focusHeading = false) {
    setFilters(next);
    window.history.pushState(null, '', `${window.location.pathname}${searchOf(next)}#reviews`);
    void load(next);
    if (focusHeading) headingRef.current?.focus();
  }

  const response = state.kind === 'loaded' ? state.response : undefined;
  const { page, pages } = response?.pagination ?? { page: filters.page, pages: 0 };
  const filtered = filters.treatment !== 'all' || filters.rating !== 'all';

  return (
    <div className={styles.listing}>
      <h2 id="reviews-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.heading}
      </h2>
      <div className={styles.filters}>
        <div className="field">
          <label htmlFor="reviews-treatment">{t.treatment}</label>
          <select
            id="reviews-treatment"
            value={filters.treatment}
            disabled={!ready}
            onChange={(event) => change({ ...filters, treatment: event.target.value, page: 1 })}
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
            onChange={(event) => change({ ...filters, rating: event.target.value, page: 1 })}
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

      <div aria-live="polite" className={styles.summary}>
        {response &&
          (response.summary.count > 0 && response.summary.averageRating !== null ? (
            <p>
              <Stars
                rating={response.summary.averageRating}
                label={fill(t.averageLabel, { average: response.summary.averageRating.toFixed(1) })}
              />{' '}
              {withNodes(plural(locale, response.summary.count, filtered ? t.averageFiltered : t.average), {
                average: <strong key="average">{response.summary.averageRating.toFixed(1)}</strong>,
              })}
            </p>
          ) : null)}
      </div>

      {state.kind === 'loading' && (
        <p className={styles.status} role="status">
          {t.loading}
        </p>
      )}
      {state.kind === 'error' && (
        <LoadFailed message={state.message} retryLabel={t.tryAgain} onRetry={() => void load(filters)} small />
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
            <button type="button" className="btn btn-secondary" onClick={() => change(DEFAULTS)}>
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
        <nav className={styles.pagination} aria-label={t.pages}>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page <= 1}
            onClick={() => change({ ...filters, page: page - 1 }, true)}
          >
            {t.previous}
          </button>
          <span>{fill(t.pageOf, { page, pages })}</span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page >= pages}
            onClick={() => change({ ...filters, page: page + 1 }, true)}
          >
            {t.next}
          </button>
        </nav>
      )}
    </div>
  );
}

export default withErrorBoundary(ReviewListing);
