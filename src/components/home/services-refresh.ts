// Refreshes the home services from /api/services: when the live list differs from the one rendered at build time
// the cards are redrawn from the same template; otherwise nothing moves. Also the "View All Services" toggle. Its
// texts and the cards' language come from the section's data attributes (ServicesSection.astro).

import type { ServicesResponse } from '../../shared/services/service.ts';
import { getJson } from '../../shared/utils/api-client.ts';
import { SERVICES_COLLAPSED } from '../shell/shell-constants.ts';
import {
  type CardTexts,
  ENGLISH_CARD_TEXTS,
  type ServiceCardModel,
  type ServicesView,
  serviceArtUrl,
  servicesSignature,
  servicesView,
} from './service-card-model.ts';

function fill(
  template: HTMLTemplateElement,
  card: ServiceCardModel,
  texts: CardTexts,
  art: Record<string, string>,
  hidden: boolean,
): HTMLElement {
  const element = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  const field = <T extends HTMLElement>(name: string) => element.querySelector<T>(`[data-field="${name}"]`);
  const image = field<HTMLImageElement>('image');
  if (image) {
    // A service's image that fails gives way to its category's drawing, as on the services page.
    const drawing = serviceArtUrl(art, card.categoryKey);
    image.dataset.fallbackSrc = drawing;
    image.src = card.imageUrl ?? drawing;
  }
  const text: Record<string, string> = {
    category: card.category,
    name: card.name,
    subtitle: card.subtitle,
    description: card.description,
    'rating-text': card.ratingText,
    duration: card.duration,
    price: card.price,
    'link-name': card.linkName,
  };
  for (const [name, value] of Object.entries(text)) {
    const target = field(name);
    if (target) target.textContent = value;
  }
  field('stars')?.style.setProperty('--rating', String(card.rating));
  // A service without a translation is in English on a Sinhala or Tamil page: its texts say so.
  for (const name of ['name', 'subtitle', 'description', 'link-name']) {
    const target = field(name);
    if (target && card.lang !== texts.locale) target.lang = card.lang;
    else target?.removeAttribute('lang');
  }
  element.hidden = hidden;
  return element;
}

export function initServicesSection(): void {
  const section = document.querySelector<HTMLElement>('[data-services]');
  const list = section?.querySelector<HTMLElement>('[data-services-list]');
  const toggle = section?.querySelector<HTMLButtonElement>('[data-services-toggle]');
  const status = section?.querySelector<HTMLElement>('[data-services-status]');
  const template = section?.querySelector<HTMLTemplateElement>('[data-service-template]');
  if (!section || !list || !toggle || !status || !template) return;
  const art: Record<string, string> = JSON.parse(section.dataset.serviceArt ?? '{}');
  const texts: CardTexts = section.dataset.cardTexts ? JSON.parse(section.dataset.cardTexts) : ENGLISH_CARD_TEXTS;
  const label = (name: string, english: string) => section.dataset[name] ?? english;

  let expanded = false;
  const applyToggle = () => {
    const cards = [...list.querySelectorAll<HTMLElement>('[data-service-card]')];
    cards.forEach((card, index) => {
      card.hidden = !expanded && index >= SERVICES_COLLAPSED;
    });
    toggle.hidden = cards.length <= SERVICES_COLLAPSED;
    toggle.textContent = expanded ? label('textLess', 'Show Less Services') : label('textMore', 'View All Services');
    toggle.setAttribute('aria-expanded', String(expanded));
  };
  toggle.addEventListener('click', () => {
    expanded = !expanded;
    applyToggle();
  });

  const builtCount = list.querySelectorAll('[data-service-card]').length;
  const render = (view: ServicesView) => {
    if (view.state === 'loading' || view.state === 'error') {
      status.hidden = false;
      status.dataset.kind = view.state;
      status.textContent =
        view.state === 'loading'
          ? label('textLoading', 'Loading services...')
          : label('textFailed', 'Failed to load services');
      return;
    }
    status.hidden = true;
    if (view.state === 'kept') return;
    list.replaceChildren(
      ...view.cards.map((card, index) => fill(template, card, texts, art, !expanded && index >= SERVICES_COLLAPSED)),
    );
    applyToggle();
  };
  render(servicesView(builtCount, 'pending', texts));
  getJson<ServicesResponse>('/api/services', label('textFailed', 'Failed to load services')).then(
    ({ data }) => {
      const signature = servicesSignature(data);
      // The services the page was built with: nothing to redraw, and nothing to format.
      if (signature === section.dataset.signature) return render({ state: 'kept' });
      section.dataset.signature = signature;
      render(servicesView(builtCount, data, texts));
    },
    (error: unknown) => {
      console.error('Failed to load services:', error instanceof Error ? error.message : error);
      render(servicesView(builtCount, 'failed', texts));
    },
  );
}
