// Previous / "Page n of m" / Next under the listing.
import { fill } from '../../i18n/translate.ts';
import type { ListingTexts } from './listing-filters.ts';
import styles from './ReviewListing.module.css';

interface Props {
  page: number;
  pages: number;
  t: ListingTexts;
  onPage: (page: number) => void;
}

export default function ReviewPagination({ page, pages, t, onPage }: Props) {
  return (
    <nav className={styles.pagination} aria-label={t.pages}>
      <button type="button" className="btn btn-secondary btn-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </button>
      <span>{fill(t.pageOf, { page, pages })}</span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t.next}
      </button>
    </nav>
  );
}
