// The public listing's filter values and page size, without zod: the testimonials listing in the browser imports
// them, and a value imported from review.ts would bring zod (25 KB) to a page without a form (docs/performance.md
// "No zod outside a form island").

/** Reviews on one page of the listing unless the request asks for another number. */
export const REVIEW_LIMIT_DEFAULT = 10;
/** The ratings the listing filters by, highest first ("all" besides). */
export const REVIEW_RATING_FILTERS = ['5', '4', '3', '2', '1'] as const;
