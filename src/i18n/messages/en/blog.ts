// English texts of the blog area: the shape every language's blog.ts follows (docs/i18n.md).
// The articles themselves are content (content/blog/*.md).
export default {
  title: 'Blog | Hela Wedakama',
  description:
    'Practical articles from our practitioners on traditional Sri Lankan medicine, herbs, daily routine and preparing for your visit.',
  eyebrow: 'From our practitioners',
  heading: 'Wellness Journal',
  lead: 'Practical advice on herbs, daily routine and getting the most from traditional medicine.',
  /** The browser title of an article. */
  postTitle: '{title} | Hela Wedakama',
  allArticles: 'All articles',
  /** Accessible name of an article's topics. */
  tags: 'Topics',
  nextHeading: 'Talk to a practitioner',
  nextText: 'Every body is different. A consultation is the best way to find what suits you.',
  nextBook: 'Book Your Consultation',
};
