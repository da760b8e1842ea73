// The services page's featured cards and full entries as HTML, in the page's language (texts from its catalogue,
// prices and durations through format.ts). One markup for both roads: the build writes it into the page
// (ServicesCatalogue.astro) and the page's script writes it again when /api/services answers with other services
// (services-catalogue.ts), so the page needs no framework. Every text is escaped. A service without a translation
// keeps its English texts under lang="en"; a service's own image that fails gives way to its category's drawing
// (data-fallback-src, src/shared/utils/image-fallbacks.ts).
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { fill } from '../../i18n/translate.ts';
import { formatCount, formatDuration, formatLkr } from '../../shared/utils/format.ts';
import { serviceArtUrl } from '../home/service-card-model.ts';
import type { CatalogueService } from './catalogue.ts';

export type CatalogueTexts = Messages['services']['catalogue'];

/** What every piece needs besides its service: the page's texts and language, and each category's drawing. */
export interface CatalogueView {
  t: CatalogueTexts;
  locale: Locale;
  art: Record<string, string>;
}

const html = (value: string | number) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The lang attribute of a service's own texts: none when they are in the page's language. */
const langOf = (service: CatalogueService, locale: Locale) =>
  service.lang === locale ? '' : ` lang="${service.lang}"`;

/** The service's image, else its category's drawing; not its emoji icon, which phones without an emoji font box. */
function visual(service: CatalogueService, size: 'small' | 'large', art: Record<string, string>): string {
  const drawing = serviceArtUrl(art, service.category);
  const [width, height] = size === 'large' ? [480, 360] : [96, 96];
  const fallback = service.imageUrl ? ` data-fallback-src="${html(drawing)}"` : '';
  return (
    `<img class="visual visual-${size}" src="${html(service.imageUrl ?? drawing)}" alt="" loading="lazy" ` +
    `fetchpriority="low" decoding="async" width="${width}" height="${height}"${fallback}>`
  );
}

function rating(service: CatalogueService, { t, locale }: CatalogueView): string {
  const reviews = fill(t.reviews, {
    rating: service.rating.toFixed(1),
    count: formatCount(service.totalReviews, locale),
  });
  return (
    `<p class="rating"><span class="stars" style="--rating:${service.rating}" aria-hidden="true"></span> ` +
    `<span class="visually-hidden">${html(fill(t.rated, { rating: service.rating }))}</span>` +
    `<span>${html(reviews)}</span></p>`
  );
}

/** "Starting from **LKR 2,500** per session", with the price in bold wherever the language puts it. */
function perSession(price: number, { t, locale }: CatalogueView): string {
  const [before = '', after = ''] = t.perSession.split('{price}');
  return (
    `<p class="price">${html(before)}<strong>${html(formatLkr(price, locale))}</strong> ` +
    `<small>${html(after.trim())}</small></p>`
  );
}

function featuredCard(service: CatalogueService, view: CatalogueView): string {
  const { t, locale } = view;
  const lang = langOf(service, locale);
  const href = localizedPath(`/services#${service.id}`, locale);
  return (
    `<li class="card featured-card">${visual(service, 'small', view.art)}` +
    `<h3${lang}>${html(service.name)}</h3>` +
    (service.subtitle ? `<p class="subtitle"${lang}>${html(service.subtitle)}</p>` : '') +
    `<p${lang}>${html(service.description)}</p>${rating(service, view)}` +
    (service.price === null ? '' : perSession(service.price, view)) +
    `<a class="btn btn-secondary btn-sm" href="${html(href)}">${html(t.learnMore)}` +
    `<span class="visually-hidden"${lang}>${html(fill(t.aboutName, { name: service.name }))}</span></a></li>`
  );
}

function facts(service: CatalogueService, { t, locale }: CatalogueView): string {
  const fact = (term: string, value: string, lang = '') =>
    `<div><dt>${html(term)}</dt><dd${lang}>${html(value)}</dd></div>`;
  return (
    '<dl class="facts">' +
    (service.duration === null ? '' : fact(t.duration, formatDuration(service.duration, locale))) +
    (service.sessions ? fact(t.sessions, service.sessions, langOf(service, locale)) : '') +
    (service.price === null ? '' : fact(t.price, fill(t.startingFrom, { price: formatLkr(service.price, locale) }))) +
    '</dl>'
  );
}

function entry(service: CatalogueService, view: CatalogueView): string {
  const { t, locale } = view;
  const lang = langOf(service, locale);
  const category = t.categories[service.category as keyof CatalogueTexts['categories']] ?? service.category;
  const book = localizedPath(`/appointment?service=${encodeURIComponent(service.id)}`, locale);
  const benefits = service.benefits.map((benefit) => `<li>${html(benefit)}</li>`).join('');
  return (
    `<li id="${html(service.id)}" class="service" tabindex="-1" data-category="${html(service.category)}">` +
    `<div class="service-visual">${visual(service, 'large', view.art)}</div><div class="service-body">` +
    `<p class="badge">${html(category)}</p><h3${lang}>${html(service.name)}</h3>` +
    (service.subtitle ? `<p class="subtitle"${lang}>${html(service.subtitle)}</p>` : '') +
    `<p${lang}>${html(service.longDescription ?? service.description)}</p>` +
    (benefits ? `<h4>${html(t.keyBenefits)}</h4><ul class="benefits"${lang}>${benefits}</ul>` : '') +
    `${facts(service, view)}<div class="actions">` +
    `<a class="btn btn-primary" href="${html(book)}">${html(t.book)}` +
    `<span class="visually-hidden"${lang}>: ${html(service.name)}</span></a>` +
    `<a class="btn btn-secondary" href="${html(localizedPath('/contact', locale))}">${html(t.ask)}` +
    `<span class="visually-hidden"${lang}>${html(fill(t.aboutName, { name: service.name }))}</span></a>` +
    '</div></div></li>'
  );
}

/** The featured cards of `services` (those marked featured), as the items of the featured list. */
export const featuredHtml = (services: CatalogueService[], view: CatalogueView) =>
  services
    .filter((service) => service.featured)
    .map((service) => featuredCard(service, view))
    .join('');

/** Every service's full entry, as the items of the services list. */
export const entriesHtml = (services: CatalogueService[], view: CatalogueView) =>
  services.map((service) => entry(service, view)).join('');
