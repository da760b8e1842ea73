// What the services page shows and how (docs/product-rules.md "Services"): entries without an id
// or a text name are dropped; featured first, then the newest; categories with the page's long labels (from its catalogue). On Sinhala
// and Tamil pages each service's texts come from its translation (docs/i18n.md), else stay English.
import type { Locale } from '../../i18n/locales.ts';
import type { ServiceTranslation } from '../../i18n/service-translations.ts';

export interface CatalogueService {
  id: string;
  name: string;
  subtitle: string | null;
  description: string;
  longDescription: string | null;
  category: string;
  duration: number | null;
  sessions: string | null;
  price: number | null;
  rating: number;
  totalReviews: number;
  imageUrl: string | null;
  icon: string | null;
  benefits: string[];
  featured: boolean;
  createdAt: string;
  /** The language of the service's texts: the page's, or English when it has no translation yet. */
  lang: Locale;
}

/** The filter's choices; their labels are the page's (services.catalogue.categories). */
export const CATEGORY_FILTERS = ['all', 'traditional', 'therapy', 'wellness', 'lifestyle'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export function parseCategory(value: string | null): CategoryFilter {
  return CATEGORY_FILTERS.some((filter) => filter === value) ? (value as CategoryFilter) : 'all';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const num = (value: unknown): number | null => {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};

/** Reads what /api/services (or the build) answered, keeping only usable entries, in display order. */
export function toCatalogue(data: unknown): CatalogueService[] {
  if (!Array.isArray(data)) return [];
  const services: CatalogueService[] = [];
  for (const entry of data as Record<string, unknown>[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const id = typeof entry.id === 'number' ? String(entry.id) : text(entry.id);
    const name = text(entry.name);
    if (!id || !name || entry.available === false) continue;
    services.push({
      id,
      name,
      subtitle: text(entry.subtitle),
      description: text(entry.description) ?? '',
      longDescription: text(entry.long_description),
      category: text(entry.category) ?? 'traditional',
      duration: num(entry.duration),
      sessions: text(entry.sessions),
      price: num(entry.price),
      rating: Math.min(5, Math.max(0, num(entry.rating) ?? 0)),
      totalReviews: Math.max(0, num(entry.total_reviews) ?? 0),
      imageUrl: text(entry.image_url),
      icon: text(entry.icon),
      benefits: Array.isArray(entry.benefits) ? entry.benefits.filter((item) => typeof item === 'string') : [],
      featured: entry.featured === true,
      createdAt: text(entry.created_at) ?? '',
      lang: 'en',
    });
  }
  return services.sort((a, b) => Number(b.featured) - Number(a.featured) || b.createdAt.localeCompare(a.createdAt));
}

/** A service in the page's language: its translation's texts over the English ones, or English as it is. */
export function localizeService(
  service: CatalogueService,
  locale: Locale,
  translations: Record<string, ServiceTranslation>,
): CatalogueService {
  const translation = translations[service.name];
  if (locale === 'en' || !translation) return service;
  return {
    ...service,
    lang: locale,
    name: translation.name,
    subtitle: translation.subtitle ?? null,
    description: translation.description,
    longDescription: translation.long_description ?? null,
    sessions: translation.sessions ?? service.sessions,
    benefits: translation.benefits ?? service.benefits,
  };
}
