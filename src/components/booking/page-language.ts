// A text from the API (kept in English by staff) shown on a Sinhala or Tamil page: its translation when the
// content has one, else the English text marked lang="en" so screen readers and the scan know (docs/i18n.md).
import type { Locale } from '../../i18n/locales.ts';

export interface PageText {
  text: string;
  /** 'en' when the English text stands in on another language's page; undefined when in the page's language. */
  lang: 'en' | undefined;
}

export function inPageLanguage(translated: string | undefined, english: string, locale: Locale): PageText {
  if (translated) return { text: translated, lang: undefined };
  return { text: english, lang: locale === 'en' ? undefined : 'en' };
}
