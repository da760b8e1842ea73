// The directory's filter (docs/product-rules.md "Centres"): a case-insensitive search over name, location and specialties,
// and a city ("All Cities" by default). Shared by the page's script and its tests. ALL_CITIES is the select's value
// for no city; the option's label is in the page's language.
import { isLocale, type Locale } from '../../i18n/locales.ts';
import { plural } from '../../i18n/translate.ts';

export const ALL_CITIES = 'All Cities';

export interface FilterableCenter {
  name: string;
  location: string;
  city: string;
  specialties: string[];
}

export function matchesCenter(center: FilterableCenter, search: string, city: string): boolean {
  if (city && city !== ALL_CITIES && center.city !== city) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [center.name, center.location, ...center.specialties].some((text) => text.toLowerCase().includes(needle));
}

/** The result count's forms in the page's language (the catalogue's centers.found). */
export interface CountForms {
  one: string;
  other: string;
}

const ENGLISH_FORMS: CountForms = { one: '{count} center found', other: '{count} centers found' };

export function countLabel(count: number, forms: CountForms = ENGLISH_FORMS, locale: Locale | string = 'en'): string {
  return plural(isLocale(locale) ? locale : 'en', count, forms);
}
