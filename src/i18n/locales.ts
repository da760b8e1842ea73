// The site's three languages (docs/i18n.md): English at /, Sinhala at /si/, Tamil at /ta/. Browser-safe: pages,
// islands and the server all read the same list.

export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The languages with their own URL prefix (English has none). */
export const PREFIXED_LOCALES = ['si', 'ta'] as const satisfies readonly Locale[];

/** BCP 47 tags for Intl (numbers, dates) and Open Graph: Sri Lankan English, Sinhala, Tamil. */
export const LOCALE_TAGS: Record<Locale, 'en-LK' | 'si-LK' | 'ta-LK'> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a path: '/si/services' -> 'si', '/services' -> 'en'. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: '/ta/volunteer/apply' -> '/volunteer/apply', '/si' -> '/'. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname || '/';
  return pathname.slice(locale.length + 1) || '/';
}

/** A built page's address as the site's links write it: the build's addresses end in a slash (/centers/), links not. */
export function linkPath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/** The same page in another language: localizedPath('/services', 'si') -> '/si/services'; keeps query and hash. */
export function localizedPath(path: string, locale: Locale): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  const base = unlocalizedPath(pathname);
  if (locale === DEFAULT_LOCALE) return `${base}${rest}`;
  return `/${locale}${base === '/' ? '/' : base}${rest}`;
}

/**
 * The language an API request asks for: an explicit `lang` (query or body field) first, then the first supported
 * language of Accept-Language; English otherwise, so clients written against the English API see no change.
 */
export function requestLocale(acceptLanguage: string | null | undefined, explicit?: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
