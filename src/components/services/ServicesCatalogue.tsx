// Featured treatments, the category filter and the full list of the services page. Prebuilt with the build's
// services, then refreshed from /api/services so an admin's change shows without a rebuild. The filter lives in the
// address (?category=therapy) so it survives a reload and can be shared; /services#{id} jumps to one service.
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type Locale, localizedPath } from '../../i18n/locales.ts';
import type { Messages } from '../../i18n/messages/index.ts';
import type { ServiceTranslation } from '../../i18n/service-translations.ts';
import { fill, plural } from '../../i18n/translate.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { CATEGORY_FILTERS, type CategoryFilter, localizeService, parseCategory, toCatalogue } from './catalogue.ts';
import { FeaturedCard, ServiceEntry } from './ServiceParts.tsx';

type Status = 'loading' | 'error' | 'loaded';

interface Props {
  initial: unknown[];
  /** Each category's drawing (home/service-art.ts), shown for a service without an image. */
  art: Record<string, string>;
  /** The page's language and its texts (docs/i18n.md): the island imports no catalogue. */
  locale: Locale;
  messages: { services: Messages['services'] };
  /** English service name -> its texts in the page's language (serviceTranslationsFor). */
  translations: Record<string, ServiceTranslation>;
}

interface SectionProps {
  /** The heading's id, for the section's aria-labelledby. */
  headingId: string;
  eyebrow?: string;
  title: string;
  muted?: boolean;
  children: ReactNode;
}

/** One of the catalogue's two sections (the featured cards, the filtered list): the centred heading, then the content. */
function CatalogueSection({ headingId, eyebrow, title, muted = false, children }: SectionProps) {
  return (
    <section className={muted ? 'section section--muted' : 'section'} aria-labelledby={headingId}>
      <div className="container">
        <div className="section-header">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId}>{title}</h2>
        </div>
        {children}
      </div>
    </section>
  );
}

function ServicesCatalogue({ initial, art, locale, messages, translations }: Props) {
  const t = messages.services.catalogue;
  const [english, setServices] = useState(() => toCatalogue(initial));
  const services = useMemo(
    () => english.map((service) => localizeService(service, locale, translations)),
    [english, locale, translations],
  );
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
        <p>{t.loading}</p>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className="state container" role="alert">
        <p className="error-text">{t.failed}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.tryAgain}
        </button>
      </div>
    );
  }

  const featured = services.filter((service) => service.featured);
  const shown = category === 'all' ? services : services.filter((service) => service.category === category);

  return (
    <>
      {featured.length > 0 && (
        <CatalogueSection headingId="featured-heading" eyebrow={t.mostRequested} title={t.featured}>
          <ul className="featured">
            {featured.map((service) => (
              <FeaturedCard
                key={service.id}
                service={service}
                t={t}
                locale={locale}
                art={art}
                href={localizedPath(`/services#${service.id}`, locale)}
              />
            ))}
          </ul>
        </CatalogueSection>
      )}

      <CatalogueSection headingId="all-heading" title={t.all} muted>
        <fieldset className="filters">
          <legend className="visually-hidden">{t.filterLegend}</legend>
          {CATEGORY_FILTERS.map((filter) => (
            <button
              key={filter}
              type="button"
              className={`btn btn-sm ${category === filter ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={category === filter}
              onClick={() => choose(filter)}
            >
              {t.categories[filter]}
            </button>
          ))}
        </fieldset>
        <p className="count" aria-live="polite">
          {plural(locale, shown.length, t.showing)}
          {category === 'all' ? '' : fill(t.inCategory, { category: t.categories[category] })}
        </p>
        <ol className="service-list">
          {shown.map((service) => (
            <ServiceEntry
              key={service.id}
              service={service}
              t={t}
              locale={locale}
              art={art}
              links={{
                book: localizedPath(`/appointment?service=${encodeURIComponent(service.id)}`, locale),
                ask: localizedPath('/contact', locale),
              }}
            />
          ))}
        </ol>
      </CatalogueSection>
    </>
  );
}

export default withErrorBoundary(ServicesCatalogue);
