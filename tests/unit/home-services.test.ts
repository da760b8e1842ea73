import { describe, expect, test } from 'vitest';
import {
  homeCategoryLabel,
  isDisplayable,
  servicesSignature,
  servicesView,
  toServiceCard,
} from '../../src/components/home/service-card-model.ts';
import { localizeService, toCatalogue } from '../../src/components/services/catalogue.ts';
import { messagesFor } from '../../src/i18n/messages/index.ts';
import { DEMO_SERVICES } from '../../src/server/demo/demo-data.ts';
import { servicesForBuild } from '../../src/server/services/build-time-list.ts';
import type { Service } from '../../src/shared/services/service.ts';

/** The seed's services in the shape of /api/services. */
const demoServices = (): Service[] =>
  DEMO_SERVICES.map((entry, index) => ({
    ...entry,
    id: `service-${index}`,
    image_url: null,
    available: true,
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
  }));
const service = (overrides: Partial<Service> = {}): Service => ({ ...demoServices()[0]!, ...overrides });

describe('home service cards', () => {
  test('show duration, price in LKR and the home category label', () => {
    const card = toServiceCard(service({ duration: 90, price: 7500, category: 'therapy' }));
    expect(card).toMatchObject({ duration: '1h 30m', price: 'LKR 7,500', category: 'Therapy' });
  });

  test.each([
    ['traditional', 'Traditional'],
    ['therapy', 'Therapy'],
    ['wellness', 'Wellness'],
    ['lifestyle', 'Lifestyle'],
    ['ayurveda', 'ayurveda'],
  ])('category %s is labelled %s', (category, label) => expect(homeCategoryLabel(category)).toBe(label));

  test.each([
    [{ image_url: 'https://example.lk/a.jpg', icon: '🪷' }, 'https://example.lk/a.jpg'],
    [{ image_url: null, icon: '🪷' }, undefined],
    [{ image_url: '  ', icon: '' }, undefined],
  ])('image of %j: %s (undefined: the category drawing)', (fields, imageUrl) => {
    const card = toServiceCard(service(fields));
    expect(card.imageUrl).toBe(imageUrl);
    // The emoji icon is never shown (docs/images.md).
    expect(JSON.stringify(card)).not.toContain('🪷');
  });

  test.each([
    [service(), true],
    [service({ id: '' }), false],
    [service({ name: '  ' }), false],
    [{ ...service(), name: 42 } as unknown as Service, false],
    [null, false],
  ])('a loaded service is kept only with an id and a text name (%#)', (candidate, kept) => {
    expect(isDisplayable(candidate)).toBe(kept);
  });

  test('the signature changes when anything a card shows changes, and only then', () => {
    const services = demoServices();
    expect(servicesSignature(services)).toBe(servicesSignature(demoServices()));
    const changed = (change: Partial<Service>) =>
      servicesSignature(services.map((entry, index) => (index === 0 ? { ...entry, ...change } : entry)));
    for (const change of [{ name: 'Renamed' }, { price: 1 }, { rating: 1.5 }, { total_reviews: 1 }, { duration: 5 }]) {
      expect(changed(change), JSON.stringify(change)).not.toBe(servicesSignature(services));
    }
    expect(servicesSignature(services.slice(1))).not.toBe(servicesSignature(services));
    // What no card shows changes nothing: no redraw for a new creation time or a longer write-up.
    expect(changed({ created_at: '2020-01-01T00:00:00Z', long_description: 'More' })).toBe(servicesSignature(services));
  });
});

describe('what the services section shows', () => {
  test('fresh data replaces the build, dropping entries without an id or name', () => {
    const view = servicesView(3, [service(), service({ id: '' })]);
    expect(view.state === 'loaded' && view.cards.length).toBe(1);
  });
  test.each([
    [3, 'failed', 'kept'],
    [3, 'pending', 'kept'],
    [0, 'pending', 'loading'],
    [0, 'failed', 'error'],
  ] as const)('with %i built cards and a %s refresh it is %s', (built, fresh, state) => {
    expect(servicesView(built, fresh).state).toBe(state);
  });
});

describe('services at build time', () => {
  test('without DATABASE_URL none are rendered (the page shows "Loading services..." until the live list answers)', async () => {
    await expect(servicesForBuild('', undefined)).resolves.toEqual([]);
    await expect(servicesForBuild('', 'deploy-preview')).resolves.toEqual([]);
  });

  test('a production build without DATABASE_URL fails, naming what is missing', async () => {
    await expect(servicesForBuild('', 'production')).rejects.toThrow(/DATABASE_URL is not set/);
  });
});

describe('in Sinhala and Tamil', () => {
  const translation = { name: 'පංචකර්ම චිකිත්සාව', description: 'ශරීරය පිරිසිදු කරන ප්‍රතිකාරය.', reviewed: false };
  const texts = (locale: 'si' | 'ta', translations = {}) => {
    const { home } = messagesFor(locale);
    return {
      locale,
      categories: home.services.categories,
      rating: home.services.rating,
      learnMoreAbout: home.services.learnMoreAbout,
      translations,
    };
  };

  test('a translated service shows its translation in the page language, with the page language', () => {
    const english = service({ duration: 90, price: 7500, category: 'therapy' });
    const card = toServiceCard(english, texts('si', { [english.name]: translation }));
    expect(card).toMatchObject({ lang: 'si', name: translation.name, description: translation.description });
    expect(card.category).toBe(messagesFor('si').home.services.categories.therapy);
    expect(card.price).toMatch(/^රු\.?\s?7,500/);
  });

  test.each(['si', 'ta'] as const)(
    '%s: a service without a translation keeps its English text, marked English',
    (locale) => {
      const english = service();
      const card = toServiceCard(english, texts(locale));
      expect(card).toMatchObject({ lang: 'en', name: english.name, description: english.description });
      expect(card.ratingText).not.toMatch(/reviews/);
    },
  );

  test('the services page takes the translation over the English entry, and keeps English without one', () => {
    const [first, second] = toCatalogue(demoServices());
    if (!first || !second) throw new Error('the seed has services');
    const translations = { [first.name]: { ...translation, benefits: ['සුවය'] } };
    expect(localizeService(first, 'si', translations)).toMatchObject({
      lang: 'si',
      name: translation.name,
      benefits: ['සුවය'],
    });
    expect(localizeService(second, 'si', translations)).toEqual(second);
    expect(localizeService(first, 'en', translations)).toEqual(first);
  });
});
