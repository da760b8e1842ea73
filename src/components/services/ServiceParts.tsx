// The pieces of the services catalogue (ServicesCatalogue.tsx): a service's picture, its stars, a featured card
// and a full entry, in the page's language (texts from the page's catalogue, prices and durations through
// format.ts). A service without a translation keeps its English texts under lang="en".
import { type CSSProperties, useState } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import { fill } from '../../i18n/translate.ts';
import { formatCount, formatDuration, formatLkr } from '../../shared/utils/format.ts';
import { serviceArtUrl } from '../home/service-card-model.ts';
import type { CatalogueService } from './catalogue.ts';

export type CatalogueTexts = Messages['services']['catalogue'];

interface PartProps {
  service: CatalogueService;
  t: CatalogueTexts;
  locale: Locale;
  art: Record<string, string>;
}

/** The lang attribute of a service's own texts: none when they are in the page's language. */
const textLang = (service: CatalogueService, locale: Locale) => (service.lang === locale ? undefined : service.lang);

/**
 * The service's image, else (and when it fails) its category's drawing. Not the service's emoji icon: phones
 * without an emoji font would show an empty box (docs/images.md).
 */
function ServiceVisual({
  service,
  size,
  art,
}: {
  service: CatalogueService;
  size: 'small' | 'large';
  art: Record<string, string>;
}) {
  const [failed, setFailed] = useState(false);
  const own = service.imageUrl && !failed ? service.imageUrl : undefined;
  return (
    <img
      className={`visual visual-${size}`}
      src={own ?? serviceArtUrl(art, service.category)}
      alt=""
      loading="lazy"
      fetchPriority="low"
      decoding="async"
      width={size === 'large' ? 480 : 96}
      height={size === 'large' ? 360 : 96}
      onError={own ? () => setFailed(true) : undefined}
    />
  );
}

function Rating({ service, t, locale }: Omit<PartProps, 'art'>) {
  return (
    <p className="rating">
      <span className="stars" style={{ '--rating': service.rating } as CSSProperties} aria-hidden="true" />{' '}
      <span className="visually-hidden">{fill(t.rated, { rating: service.rating })}</span>
      <span>
        {fill(t.reviews, { rating: service.rating.toFixed(1), count: formatCount(service.totalReviews, locale) })}
      </span>
    </p>
  );
}

/** "Starting from **LKR 2,500** per session", with the price in bold wherever the language puts it. */
function PerSession({ price, t, locale }: { price: number; t: CatalogueTexts; locale: Locale }) {
  const [before = '', after = ''] = t.perSession.split('{price}');
  return (
    <p className="price">
      {before}
      <strong>{formatLkr(price, locale)}</strong> <small>{after.trim()}</small>
    </p>
  );
}

export function FeaturedCard({ service, t, locale, art, href }: PartProps & { href: string }) {
  const lang = textLang(service, locale);
  return (
    <li className="card featured-card">
      <ServiceVisual service={service} size="small" art={art} />
      <h3 lang={lang}>{service.name}</h3>
      {service.subtitle && (
        <p className="subtitle" lang={lang}>
          {service.subtitle}
        </p>
      )}
      <p lang={lang}>{service.description}</p>
      <Rating service={service} t={t} locale={locale} />
      {service.price !== null && <PerSession price={service.price} t={t} locale={locale} />}
      <a className="btn btn-secondary btn-sm" href={href}>
        {t.learnMore}
        <span className="visually-hidden" lang={lang}>
          {fill(t.aboutName, { name: service.name })}
        </span>
      </a>
    </li>
  );
}

export function ServiceFacts({ service, t, locale }: Omit<PartProps, 'art'>) {
  return (
    <dl className="facts">
      {service.duration !== null && (
        <div>
          <dt>{t.duration}</dt>
          <dd>{formatDuration(service.duration, locale)}</dd>
        </div>
      )}
      {service.sessions && (
        <div>
          <dt>{t.sessions}</dt>
          <dd lang={textLang(service, locale)}>{service.sessions}</dd>
        </div>
      )}
      {service.price !== null && (
        <div>
          <dt>{t.price}</dt>
          <dd>{fill(t.startingFrom, { price: formatLkr(service.price, locale) })}</dd>
        </div>
      )}
    </dl>
  );
}

export function ServiceEntry({ service, t, locale, art, links }: PartProps & { links: { book: string; ask: string } }) {
  const lang = textLang(service, locale);
  return (
    <li id={service.id} className="service" tabIndex={-1} data-category={service.category}>
      <div className="service-visual">
        <ServiceVisual service={service} size="large" art={art} />
      </div>
      <div className="service-body">
        <p className="badge">
          {t.categories[service.category as keyof CatalogueTexts['categories']] ?? service.category}
        </p>
        <h3 lang={lang}>{service.name}</h3>
        {service.subtitle && (
          <p className="subtitle" lang={lang}>
            {service.subtitle}
          </p>
        )}
        <p lang={lang}>{service.longDescription ?? service.description}</p>
        {service.benefits.length > 0 && (
          <>
            <h4>{t.keyBenefits}</h4>
            <ul className="benefits" lang={lang}>
              {service.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </>
        )}
        <ServiceFacts service={service} t={t} locale={locale} />
        <div className="actions">
          <a className="btn btn-primary" href={links.book}>
            {t.book}
            <span className="visually-hidden" lang={lang}>
              : {service.name}
            </span>
          </a>
          <a className="btn btn-secondary" href={links.ask}>
            {t.ask}
            <span className="visually-hidden" lang={lang}>
              {fill(t.aboutName, { name: service.name })}
            </span>
          </a>
        </div>
      </div>
    </li>
  );
}
