// English texts of the shell every page shares: the shape every language's common.ts follows (docs/i18n.md).
export default {
  skipToContent: 'Skip to content',
  /** The language switcher's accessible name. */
  language: 'Language',
  /** Shown above content that has no translation yet, in the language of the page. */
  untranslated: 'This page is not translated yet; it is shown in English.',
  /** Shown above a translation the clinic has not yet had checked by a native speaker. */
  unreviewed: 'This translation has not yet been checked by our staff.',
};
