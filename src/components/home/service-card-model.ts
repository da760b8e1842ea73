// What a home service card shows, computed the same way at build time and in the browser after a refresh from
// /api/services (docs/product-rules.md "Services").
import { formatDuration, formatLkr } from '../../lib/format.ts';
import type { Service } from '../../shared/services/service.ts';

/** The leaf shown when a service has no usable image and no icon. */
export const LEAF = '🌿';

/** The home page's short category labels (the services page uses longer ones). */
export const HOME_CATEGORY_LABELS: Record<string, string> = {
  traditional: 'Traditional',
  therapy: 'Therapy',
  wellness: 'Wellness',
  lifestyle: 'Lifestyle',
};

export interface ServiceCardModel {
  id: string;
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
  /** The service's own image, or undefined for its category's drawing. */
  imageUrl: string | undefined;
  /** Shown when the image fails: the service's icon, else a leaf. */
  fallbackIcon: string;
}

/** The drawing for a card without an image: its category's, else the default (urls from service-art.ts). */
export function serviceArtUrl(urls: Record<string, string>, categoryKey: string): string {
  return urls[categoryKey] ?? urls.default ?? '';
}

/** Category label: the known four get their home label, anything else is shown as it is. */
export function homeCategoryLabel(category: string): string {
  return HOME_CATEGORY_LABELS[category] ?? category;
}

/** A loaded service is kept only if it has an id and a text name (docs/product-rules.md "Services"). */
export function isDisplayable(service: Partial<Service> | null | undefined): service is Service {
  return Boolean(service?.id && typeof service.name === 'string' && service.name.trim());
}

export function toServiceCard(service: Service): ServiceCardModel {
  return {
    id: service.id,
    name: service.name,
    subtitle: service.subtitle ?? '',
    description: service.description,
    category: homeCategoryLabel(service.category),
    categoryKey: service.category,
    duration: formatDuration(service.duration),
    price: formatLkr(service.price),
    rating: service.rating,
    reviews: service.total_reviews,
    imageUrl: service.image_url?.trim() || undefined,
    fallbackIcon: service.icon?.trim() || LEAF,
  };
}

/** A short fingerprint of what the cards show, so a refresh that changes nothing touches nothing. */
export function cardsSignature(cards: ServiceCardModel[]): string {
  const text = JSON.stringify(cards);
  let hash = 5381;
  for (let index = 0; index < text.length; index++) hash = ((hash * 33) ^ text.charCodeAt(index)) >>> 0;
  return `${cards.length}-${hash.toString(36)}`;
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
export function servicesView(builtCount: number, fresh: Service[] | 'pending' | 'failed'): ServicesView {
  if (Array.isArray(fresh)) return { state: 'loaded', cards: fresh.filter(isDisplayable).map(toServiceCard) };
  if (builtCount > 0) return { state: 'kept' };
  return fresh === 'pending' ? { state: 'loading' } : { state: 'error' };
}
