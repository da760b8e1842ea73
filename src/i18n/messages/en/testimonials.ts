// English texts of the testimonials area (/testimonials, its stories and the reviews listing island): the shape
// every language's testimonials.ts follows (docs/i18n.md). The stories are content (content/testimonials/*.json).
export default {
  title: 'Patient Stories and Reviews | Hela Wedakama',
  description:
    "Read what patients say about their treatment at Hela Wedakama's traditional-medicine centres, and share your own story.",
  eyebrow: 'Transformed Lives',
  heading: 'Patient Stories',
  lead: 'Real experiences of traditional healing, shared by the people who lived them. Every review is read by our team before it is published.',
  share: 'Share Your Story',
  featured: 'Featured Stories',
  ctaHeading: 'Has Traditional Care Helped You?',
  ctaLead: 'Your story can help someone else take the first step.',
  /** A story card's video: {name} is the patient's name. */
  videoTitle: 'Video story of {name}',
  play: 'Play the video story of {name}',
  /** The reviews listing (an island: the page passes this part as a prop). */
  listing: {
    heading: 'Reviews from Our Patients',
    treatment: 'Treatment',
    allTreatments: 'All Treatments',
    rating: 'Rating',
    allRatings: 'All Ratings',
    /** An option of the rating filter: {count} stars, {label} the rating's word. */
    stars: { one: '{count} star ({label})', other: '{count} stars ({label})' },
    rated: 'Rated {rating} out of 5: {label}',
    averageLabel: 'Average rating {average} out of 5',
    /** After the stars: the island shows {average} in bold. */
    average: { one: '{average} average from {count} review', other: '{average} average from {count} reviews' },
    /** The same when a filter is chosen. */
    averageFiltered: {
      one: '{average} average from {count} review matching these filters',
      other: '{average} average from {count} reviews matching these filters',
    },
    condition: 'Condition',
    duration: 'Treatment time',
    shared: 'Shared',
    loading: 'Loading reviews…',
    failed: 'Failed to fetch reviews',
    tryAgain: 'Try Again',
    emptyPage: 'There are no reviews on this page.',
    firstPage: 'Go to the First Page',
    noMatch: 'No reviews match these filters yet.',
    noneYet: 'No reviews have been published yet.',
    share: 'Share Your Story',
    clear: 'Clear Filters',
    pages: 'Review pages',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
  },
};
