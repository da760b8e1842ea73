// English texts of the shell every page shares: the shape every language's common.ts follows (docs/i18n.md).
export default {
  skipToContent: 'Skip to content',
  /** The language switcher's accessible name. */
  language: 'Language',
  /** Shown above content that has no translation yet, in the language of the page. */
  untranslated: 'This page is not translated yet; it is shown in English.',
  /** Shown above a translation the clinic has not yet had checked by a native speaker. */
  unreviewed: 'This translation has not yet been checked by our staff.',
  /** The first breadcrumb (search results show it). */
  home: 'Home',
  /** The logo link's accessible name: "Hela Wedakama, home". */
  brandHome: '{name}, home',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  more: 'More',
  /** Read by screen readers beside the phone icon when the number itself is hidden (narrow desktops). */
  callUs: 'Call us',
  callNumber: 'Call {phone}',
  bookConsultation: 'Book Consultation',
  /** The header's button on wide screens (the phone menu has bookConsultation). */
  bookShort: 'Book Consultation',
  menu: 'Menu',
  closeMenu: 'Close menu',
  quickAccess: 'Quick access',
  closeQuickAccess: 'Close quick access',
  scrollToTop: 'Scroll to top',
  /** {key} is the Escape key's name, shown as written on the keyboard. */
  splashHint: 'Tap or press {key} to skip',
  developmentNoticeLabel: 'Development notice',
  /** {link} is the old site's address, as a link. */
  developmentNotice:
    'Our new web application is under development and some content may be out of date. You can still visit our old website at {link}.',
  dismissNotice: 'Dismiss the development notice',
  /** A toast's close button; {title} is the toast's title. */
  dismissToast: 'Dismiss notification: {title}',
  openingHours: 'Opening Hours',
  ourServices: 'Our Services',
  newsletter: 'Newsletter',
  newsletterText: 'Wellness tips, seasonal remedies and news from our centers, about once a month.',
  followUs: 'Follow Us',
  /** A social link's accessible name; {name} is the network (Facebook, YouTube, ...). */
  opensInNewTab: '{name} (opens in a new tab)',
  copyright: '© {year} {name}. All rights reserved.',
  /** Screen-reader text of a star rating. */
  ratedOutOf5: 'Rated {rating} out of 5',
  /** After a rating's value: "4.9 · 186 reviews". */
  reviewCount: '{count} reviews',
  /** A dialog's close button. */
  close: 'Close',
  /** Shown by an island that failed to render (ErrorScreen); pages pass these to islands as `errorScreen`. */
  errorScreen: {
    title: 'Something went wrong',
    text: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    refresh: 'Refresh Page',
  },
};
