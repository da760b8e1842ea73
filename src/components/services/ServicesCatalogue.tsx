// Featured treatments, the category filter and the full list of the services page. Prebuilt with the build's
// services, then refreshed from /api/services so an admin's change shows without a rebuild. The filter lives in the
// address (?category=therapy) so it survives a reload and can be shared; /services#{id} jumps to one service.
import { useEffect, useRef, useState } from 'react';
import { formatDuration, formatLkr } from '../../lib/format.ts';
import { serviceArtUrl } from '../home/service-card-model.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import {
  CATEGORY_FILTERS,
  type CatalogueService,
  type CategoryFilter,
  categoryLabel,
  parseCategory,
  toCatalogue,
} from './catalogue.ts';

type Status = 'loading' | 'error' | 'loaded';

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
      decoding="async"
      width={size === 'large' ? 480 : 96}
      height={size === 'large' ? 360 : 96}
      onError={own ? () => setFailed(true) : undefined}
    />
  );
}

function Stars({ rating, reviews }: { rating: number; reviews: number }) {
  const filled = Math.floor(rating);
  return (
    <p className="rating">
      <span className="stars" aria-hidden="true">
        {'★'.repeat(filled)}
        {'☆'.repeat(5 - filled)}
      </span>{' '}
      <span className="visually-hidden">Rated {rating} out of 5, </span>
      <span>
        {rating.toFixed(1)} ({reviews.toLocaleString('en-LK')} reviews)
      </span>
    </p>
  );
}

/** `art`: each category's drawing (home/service-art.ts), shown for a service without an image. */
function ServicesCatalogue({ initial, art }: { initial: unknown[]; art: Record<string, string> }) {
  const [services, setServices] = useState(() => toCatalogue(initial));
  const [status, setStatus] = useState<Status>(() => (services.length > 0 ? 'loaded' : 'loading'));
  const [category, setCategory] = useState<CategoryFilter>('all');

  // The address is the filter's memory: read it on arrival and on back/forward.
  useEffect(() => {
    const read = () => setCategory(parseCategory(new URLSearchParams(window.location.search).get('category')));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/services', { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
        const body = (await response.json()) as { data?: unknown };
        setServices(toCatalogue(body.data));
        setStatus('loaded');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Failed to load services:', error);
        // The prebuilt list still stands; only a page with nothing to show reports the failure.
        setStatus((current) => (current === 'loading' ? 'error' : current));
      });
    return () => controller.abort();
  }, []);

  // A fragment names a service: once that service is on the page (ids come from the database), scroll to it,
  // showing all categories first if the filter hides it.
  const [hash, setHash] = useState('');
  const scrolledTo = useRef('');
  useEffect(() => {
    const read = () => {
      scrolledTo.current = '';
      setHash(decodeURIComponent(window.location.hash.slice(1)));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  useEffect(() => {
    if (!hash || status !== 'loaded' || scrolledTo.current === hash) return;
    const target = services.find((service) => service.id === hash);
    if (!target) return;
    if (category !== 'all' && target.category !== category) {
      setCategory('all');
      return;
    }
    const element = document.getElementById(hash);
    if (!element) return;
    scrolledTo.current = hash;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [hash, services, status, category]);

  const choose = (value: CategoryFilter) => {
    setCategory(value);
    const url = new URL(window.location.href);
    if (value === 'all') url.searchParams.delete('category');
    else url.searchParams.set('category', value);
    url.hash = '';
    window.history.pushState(null, '', url);
  };

  if (status === 'loading') {
    return (
      <div className="state container" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>Loading services...</p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="state container" role="alert">
        <p className="error-text">Failed to load services</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  }

  const featured = services.filter((service) => service.featured);
  const shown = category === 'all' ? services : services.filter((service) => service.category === category);

  return (
    <>
      {featured.length > 0 && (
        <section className="section" aria-labelledby="featured-heading">
          <div className="container">
            <div className="section-header">
              <p className="eyebrow">Most requested</p>
              <h2 id="featured-heading">Featured Treatments</h2>
            </div>
            <ul className="featured">
              {featured.map((service) => (
                <li key={service.id} className="card featured-card">
                  <ServiceVisual service={service} size="small" art={art} />
                  <h3>{service.name}</h3>
                  {service.subtitle && <p className="subtitle">{service.subtitle}</p>}
                  <p>{service.description}</p>
                  <Stars rating={service.rating} reviews={service.totalReviews} />
                  {service.price !== null && (
                    <p className="price">
                      Starting from <strong>{formatLkr(service.price)}</strong> <small>per session</small>
                    </p>
                  )}
                  <a className="btn btn-secondary btn-sm" href={`/services#${service.id}`}>
                    Learn More<span className="visually-hidden"> about {service.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="section section--muted" aria-labelledby="all-heading">
        <div className="container">
          <div className="section-header">
            <h2 id="all-heading">Our Treatments</h2>
          </div>
          <fieldset className="filters">
            <legend className="visually-hidden">Filter treatments by category</legend>
            {CATEGORY_FILTERS.map((filter) => (
              <button
                key={filter.value}
                type="button"
                className={`btn btn-sm ${category === filter.value ? 'btn-primary' : 'btn-secondary'}`}
                aria-pressed={category === filter.value}
                onClick={() => choose(filter.value)}
              >
                {filter.label}
              </button>
            ))}
          </fieldset>
          <p className="count" aria-live="polite">
            Showing {shown.length} {shown.length === 1 ? 'treatment' : 'treatments'}
            {category === 'all' ? '' : ` in ${categoryLabel(category)}`}
          </p>
          <ol className="service-list">
            {shown.map((service) => (
              <li key={service.id} id={service.id} className="service" tabIndex={-1} data-category={service.category}>
                <div className="service-visual">
                  <ServiceVisual service={service} size="large" art={art} />
                </div>
                <div className="service-body">
                  <p className="badge">{categoryLabel(service.category)}</p>
                  <h3>{service.name}</h3>
                  {service.subtitle && <p className="subtitle">{service.subtitle}</p>}
                  <p>{service.longDescription ?? service.description}</p>
                  {service.benefits.length > 0 && (
                    <>
                      <h4>Key Benefits</h4>
                      <ul className="benefits">
                        {service.benefits.map((benefit) => (
                          <li key={benefit}>{benefit}</li>
                        ))}
                      </ul>
                    </>
                  )}
                  <dl className="facts">
                    {service.duration !== null && (
                      <div>
                        <dt>Duration</dt>
                        <dd>{formatDuration(service.duration)}</dd>
                      </div>
                    )}
                    {service.sessions && (
                      <div>
                        <dt>Sessions</dt>
                        <dd>{service.sessions}</dd>
                      </div>
                    )}
                    {service.price !== null && (
                      <div>
                        <dt>Price</dt>
                        <dd>Starting from {formatLkr(service.price)}</dd>
                      </div>
                    )}
                  </dl>
                  <div className="actions">
                    <a className="btn btn-primary" href={`/appointment?service=${encodeURIComponent(service.id)}`}>
                      Book This Treatment<span className="visually-hidden">: {service.name}</span>
                    </a>
                    <a className="btn btn-secondary" href="/contact">
                      Ask Questions<span className="visually-hidden"> about {service.name}</span>
                    </a>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

export default withErrorBoundary(ServicesCatalogue);
