// The count and average rating of the reviews that match the filters, announced as they change.
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { fill, plural } from '../../i18n/translate.ts';
import type { ReviewListResponse } from '../../shared/reviews/review.ts';
import type { ListingTexts } from './listing-filters.ts';
import { Stars } from './ReviewCard.tsx';
import styles from './ReviewListing.module.css';

/** A text with its {placeholders} replaced by the given nodes: '{average} average …' with the average in bold. */
function withNodes(template: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name && name in nodes ? nodes[name] : part;
  });
}

interface Props {
  summary: ReviewListResponse['summary'] | undefined;
  filtered: boolean;
  t: ListingTexts;
  locale: Locale;
}

export default function ReviewSummary({ summary, filtered, t, locale }: Props) {
  return (
    <div aria-live="polite" className={styles.summary}>
      {summary && summary.count > 0 && summary.averageRating !== null ? (
        <p>
          <Stars
            rating={summary.averageRating}
            label={fill(t.averageLabel, { average: summary.averageRating.toFixed(1) })}
          />{' '}
          {withNodes(plural(locale, summary.count, filtered ? t.averageFiltered : t.average), {
            average: <strong key="average">{summary.averageRating.toFixed(1)}</strong>,
          })}
        </p>
      ) : null}
    </div>
  );
}
