// The routes of every public page come in three languages (docs/i18n.md): a page lives in src/pages/[...locale]/,
// and these paths write it at /page (English, locale undefined), /si/page and /ta/page.
import { DEFAULT_LOCALE, isLocale, type Locale, PREFIXED_LOCALES } from './locales.ts';

/** getStaticPaths of a page with no other parameter. */
export function localeStaticPaths() {
  return [undefined, ...PREFIXED_LOCALES].map((locale) => ({ params: { locale } }));
}

/** getStaticPaths of a page with its own parameters: one path per language and per entry. */
export function localeStaticPathsFor<Params extends Record<string, string>, Props>(
  entries: { params: Params; props?: Props }[],
) {
  return localeStaticPaths().flatMap(({ params }) =>
    entries.map((entry) => ({ ...entry, params: { ...entry.params, ...params } })),
  );
}

/** The page's language from its `locale` parameter. */
export function pageLocale(param: string | undefined): Locale {
  return isLocale(param) ? param : DEFAULT_LOCALE;
}
