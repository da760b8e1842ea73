// English texts of the FAQ page: the shape every language's faq.ts follows (docs/i18n.md).
export default {
  title: 'Frequently Asked Questions | Hela Wedakama',
  description:
    'Booking, cancelling, what to bring, arriving 15 minutes early, payments and the languages our practitioners speak.',
  heading: 'Frequently Asked Questions',
  /** {contact} is the link to the contact page, whose text is `contactLink`. */
  lead: 'Answers to what patients ask us most. Anything else? {contact}.',
  contactLink: 'Contact us',
  /** The groups, by the `topic` of content/faq files. */
  topics: { Booking: 'Booking', 'Your visit': 'Your visit', Payments: 'Payments', Treatments: 'Treatments' },
};
