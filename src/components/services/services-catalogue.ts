// The services page's catalogue in the browser (ServicesCatalogue.astro): the category filter, kept in the address
// (?category=therapy) so it survives a reload and can be shared; /services#{id} scrolls to that service, showing all
// categories first if the filter hides it; and a refresh from /api/services, so an admin's change shows without a
// rebuild, drawn with the build's markup (catalogue-markup.ts). A drawing that throws shows the generic error screen,
// as an island's error boundary does.
import type { Locale } from '../../i18n/locales.ts';
import type { ServiceTranslation } from '../../i18n/service-translations.ts';
import { fill, plural } from '../../i18n/translate.ts';
import type { ServicesResponse } from '../../shared/services/service.ts';
import { getJson } from '../../shared/utils/api-client.ts';
import { fingerprint } from '../home/service-card-model.ts';
import { type CategoryFilter, localizeService, parseCategory, toCatalogue } from './catalogue.ts';
import { type CatalogueTexts, entriesHtml, featuredHtml } from './catalogue-markup.ts';

type State = 'loading' | 'error' | 'broken' | 'loaded';

const elementsOf = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.children] as HTMLElement[];
};

export function initServicesCatalogue(): void {
  const root = document.querySelector<HTMLElement>('[data-catalogue]');
  const list = root?.querySelector<HTMLElement>('.service-list');
  const count = root?.querySelector<HTMLElement>('.count');
  const featured = root?.querySelector<HTMLElement>('[data-featured]');
  if (!root || !list || !count || !featured) return;
  const t: CatalogueTexts = JSON.parse(root.dataset.texts ?? '{}');
  const locale = (root.dataset.locale ?? 'en') as Locale;
  const translations: Record<string, ServiceTranslation> = JSON.parse(root.dataset.translations ?? '{}');
  const view = { t, locale, art: JSON.parse(root.dataset.art ?? '{}') as Record<string, string> };
  const filters = [...root.querySelectorAll<HTMLButtonElement>('[data-filter]')];

  let state: State = list.children.length > 0 ? 'loaded' : 'loading';
  let entries = [...list.children] as HTMLElement[];
  let category: CategoryFilter = 'all';
  // "Loading services..." leaves the page once the list has answered; the other states wait hidden.
  const show = (next: State) => {
    state = next;
    for (const part of root.querySelectorAll<HTMLElement>('[data-catalogue-state]')) {
      part.hidden = part.dataset.catalogueState !== next;
      if (part.hidden && part.dataset.catalogueState === 'loading') part.remove();
    }
  };
  const filter = (next: CategoryFilter) => {
    category = next;
    const shown = entries.filter((entry) => next === 'all' || entry.dataset.category === next);
    list.replaceChildren(...shown);
    for (const button of filters) {
      const pressed = button.dataset.filter === next;
      button.setAttribute('aria-pressed', String(pressed));
      button.classList.toggle('btn-primary', pressed);
      button.classList.toggle('btn-secondary', !pressed);
    }
    const where = next === 'all' ? '' : fill(t.inCategory, { category: t.categories[next] });
    count.textContent = plural(locale, shown.length, t.showing) + where;
  };
  // A fragment names a service: scroll to it once it is on the page (ids come from the database).
  const scrollToHash = () => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = entries.find((entry) => entry.id === id);
    if (!id || !target || state !== 'loaded') return;
    if (!target.isConnected) filter('all');
    target.scrollIntoView({ block: 'start' });
    target.focus({ preventScroll: true });
  };
  const readAddress = () => filter(parseCategory(new URLSearchParams(window.location.search).get('category')));

  for (const button of filters) {
    button.addEventListener('click', () => {
      const url = new URL(window.location.href);
      const value = parseCategory(button.dataset.filter ?? null);
      if (value === 'all') url.searchParams.delete('category');
      else url.searchParams.set('category', value);
      url.hash = '';
      window.history.pushState(null, '', url);
      filter(value);
    });
  }
  for (const button of root.querySelectorAll('[data-reload]')) {
    button.addEventListener('click', () => window.location.reload());
  }
  window.addEventListener('popstate', readAddress);
  window.addEventListener('hashchange', scrollToHash);
  readAddress();
  scrollToHash();

  getJson<ServicesResponse>('/api/services', t.failed).then(
    ({ data }) => {
      const english = toCatalogue(data);
      const signature = fingerprint(english);
      if (signature === root.dataset.signature && state === 'loaded') return;
      root.dataset.signature = signature;
      try {
        const services = english.map((service) => localizeService(service, locale, translations));
        const cards = featuredHtml(services, view);
        featured.querySelector('.featured')?.replaceChildren(...elementsOf(cards));
        featured.hidden = !cards;
        entries = elementsOf(entriesHtml(services, view));
        filter(category);
        show('loaded');
        scrollToHash();
      } catch (error) {
        console.error('An island failed to render:', error instanceof Error ? error.message : error);
        show('broken');
      }
    },
    (error: unknown) => {
      console.warn('Failed to load services:', error instanceof Error ? error.message : error);
      // The prebuilt list still stands; only a page with nothing to show reports the failure.
      if (state === 'loading') show('error');
    },
  );
}
