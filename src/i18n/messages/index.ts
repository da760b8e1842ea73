// The three catalogues, for pages at build time and for the server (docs/i18n.md). Islands never import this file:
// a page passes an island the areas it needs in the page's language, so no language's texts reach a phone twice.
import type { Locale } from '../locales.ts';
import { en, type Messages } from './en/index.ts';
import { si } from './si/index.ts';
import { ta } from './ta/index.ts';

export type { Messages };
export const catalogues: Record<Locale, Messages> = { en, si, ta };

export function messagesFor(locale: Locale | string | undefined): Messages {
  return catalogues[locale === 'si' || locale === 'ta' ? locale : 'en'];
}
