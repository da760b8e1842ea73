// What a home service card shows, computed the same way at build time and in the browser after a refresh from
// /api/services (docs/product-rules.md "Services"), in the page's language: the page writes the texts and the
// services' translations into the section (docs/i18n.md), so the browser needs no catalogue of its own.
import type { Locale } from '../../i18n/locales.ts';
import type { ServiceTranslation } from '../../i18n/service-translations.ts';
import { fill } from '../../i18n/translate.ts';
import type { Service } from '../../shared/services/service.ts';
import { formatCount, formatDuration, formatLkr } from '../../shared/utils/format.ts';

/** The home page's short category labels (the services page uses longer ones). */
export const HOME_CATEGORY_LABELS: Record<string, string> = {
  traditional: 'Traditional',
  therapy: 'Therapy',
  wellness: 'Wellness',
  lifestyle: 'Lifestyle',
};

/** What the cards need of the page's language: its texts and the services' translations by English name. */
export interface CardTexts {
  locale: Locale;
  categories: Record<string, string>;
  /** "{rating} · {count} reviews" */
  rating: string;
  /** " about {name}" */
  learnMoreAbout: string;
  translations: Record<string, Pick<ServiceTranslation, 'name' | 'subtitle' | 'description'>>;
}

export const ENGLISH_CARD_TEXTS: CardTexts = {
  locale: 'en',
  categories: HOME_CATEGORY_LABELS,
  rating: '{rating} · {count} reviews',
  learnMoreAbout: ' about {name}',
  translations: {},
};

export interface ServiceCardModel {
  id: string;
  /** The language of name, subtitle and description: the page's, or English when the service has no translation. */
  lang: Locale;
  name: string;
  subtitle: string;
  description: string;
  category: string;
  /** The category as stored (traditional, therapy, ...), which picks the drawing shown without an image. */
  categoryKey: string;
  duration: string;
  price: string;
  rating: number;
  reviews: number;
  /** The service's own image, or undefined for its category's drawing (also shown when the image fails). */
  imageUrl: string | undefined;
  ratingText: string;
  /** Read after "Learn More" by screen readers. */
  linkName: string;
}

/** The drawing for a card without an image: its category's, else the default (urls from service-art.ts). */
export function serviceArtUrl(urls: Record<string, string>, categoryKey: string): string {
  return urls[categoryKey] ?? urls.default ?? '';
}

/** Category label: the known four get their home label, anything else is shown as it is. */
export function homeCategoryLabel(category: string, labels: Record<string, string> = HOME_CATEGORY_LABELS): string {
  return labels[category] ?? category;
}

/** A loaded service is kept only if it has an id and a text name (docs/product-rules.md "Services"). */
export function isDisplayable(service: Partial<Service> | null | undefined): service is Service {
  return Boolean(service?.id && typeof service.name === 'string' && service.name.trim());
}

export function toServiceCard(service: Service, texts: CardTexts = ENGLISH_CARD_TEXTS): ServiceCardModel {
  const { locale } = texts;
  const translation = texts.translations[service.name];
  const name = translation?.name ?? service.name;
  return {
    id: service.id,
    lang: translation || locale === 'en' ? locale : 'en',
    name,
    subtitle: translation ? (translation.subtitle ?? '') : (service.subtitle ?? ''),
    description: translation?.description ?? service.description,
    category: homeCategoryLabel(service.category, texts.categories),
    categoryKey: service.category,
    duration: formatDuration(service.duration, locale),
    price: formatLkr(service.price, locale),
    rating: service.rating,
    reviews: service.total_reviews,
    imageUrl: service.image_url?.trim() || undefined,
    ratingText: fill(texts.rating, {
      rating: service.rating.toFixed(1),
      count: formatCount(service.total_reviews, locale),
    }),
    linkName: fill(texts.learnMoreAbout, { name }),
  };
}

/** What of a service its card shows (the page's texts and translations are fixed for the page), in a fixed order. */
const shownFields = (service: Service) => [
  service.id,
  service.name,
  service.subtitle ?? '',
  service.description,
  service.category,
  service.duration,
  service.price,
  service.rating,
  service.total_reviews,
  service.image_url?.trim() ?? '',
];

/**
 * A short fingerprint of the services the cards are drawn from, so a refresh that changes nothing touches nothing.
 * It is taken from the services, not from the cards: comparing needs no card drawn, so no amount or duration is
 * formatted, and a phone's first `Intl` format costs it tens of milliseconds (docs/performance.md).
 */
export function servicesSignature(services: Service[]): string {
  return fingerprint(services.filter(isDisplayable).map(shownFields));
}

/** A short fingerprint of a list (its length and a hash of its JSON), to tell a changed list from the same one. */
export function fingerprint(list: unknown[]): string {
  const text = JSON.stringify(list);
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return `${list.length}-${hash.toString(36)}`;
}

export type ServicesView =
  | { state: 'loading' }
  | { state: 'error' }
  /** The refresh failed but build-time cards are on the page: keep them. */
  | { state: 'kept' }
  | { state: 'loaded'; cards: ServiceCardModel[] };

/**
 * What the section shows, given how many cards were rendered at build time and the refresh's outcome: fresh data
 * when the refresh worked; otherwise the build-time cards; "Loading services..." or the error text only when
 * there is nothing to show.
 */
export function servicesView(
  builtCount: number,
  fresh: Service[] | 'pending' | 'failed',
  texts: CardTexts = ENGLISH_CARD_TEXTS,
): ServicesView {
  if (Array.isArray(fresh)) {
    return { state: 'loaded', cards: fresh.filter(isDisplayable).map((service) => toServiceCard(service, texts)) };
  }
  if (builtCount > 0) return { state: 'kept' };
  return fresh === 'pending' ? { state: 'loading' } : { state: 'error' };
}
