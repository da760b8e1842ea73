// Previous / Next through a list paged on the server, with where the list is ("Page 2 of 5"); nothing for one page.
interface Props {
  /** What the pages are of, for the navigation's accessible name. */
  label: string;
  page: number;
  pages: number;
  disabled?: boolean;
  onPage: (page: number) => void;
}

export default function Pager({ label, page, pages, disabled, onPage }: Props) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="as-pager" aria-label={`Pages of ${label}`}>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={disabled || page <= 1}
        onClick={() => onPage(Math.min(page - 1, pages))}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        disabled={disabled || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
