// English texts of the legal area (privacy, terms, cookies): the shape every language's legal.ts follows
// (docs/i18n.md). The policies themselves are content (content/pages/*.md).
export default {
  /** The browser title of a policy page. */
  title: '{title} | Hela Wedakama',
  /** {date} is the day the text was last reviewed. */
  updated: 'Last updated {date}',
  /** The policies' names and summaries for the browser title and search engines while a policy's text is not yet
   * translated (the text itself is then shown in English under a note). */
  pages: {
    privacy: {
      title: 'Privacy Notice',
      description:
        "How Hela Wedakama collects, uses, protects and keeps your personal data under Sri Lanka's Personal Data Protection Act No. 9 of 2022.",
    },
    terms: {
      title: 'Terms of Use',
      description:
        'The terms for using the Hela Wedakama website, booking appointments, sharing reviews and making donations.',
    },
    cookies: {
      title: 'Cookie Notice',
      description:
        'Exactly what the Hela Wedakama website stores in your browser, why, and for how long. No tracking cookies.',
    },
  },
};
