// What the booking pages give their islands, in the page's language (docs/i18n.md), read at build time: the
// catalogue areas, the centres' names and addresses from their translated content files (the medical_centers row's
// id is the content file's name), and the services' names by English name. Never imported by an island.
import { getCollection } from 'astro:content';
import { localizeAll } from '../../i18n/content.ts';
import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages/index.ts';
import { serviceTranslationsFor } from '../../i18n/service-translations.ts';
import type { BookingMessages, CenterTexts, ServiceNames } from './booking-form.ts';

export interface BookingPageProps {
  messages: BookingMessages;
  locale: Locale;
  centerTexts: CenterTexts;
  serviceNames: ServiceNames;
}

export async function bookingPageProps(locale: Locale): Promise<BookingPageProps> {
  const { booking, fields } = messagesFor(locale);
  const english = await getCollection('centers');
  const localized = await localizeAll(english, locale);
  // A field the translation leaves out is still the English one, and is then shown marked as English.
  const centerTexts: CenterTexts = Object.fromEntries(
    english.map((center, index) => {
      const data = localized[index]?.entry.data ?? center.data;
      const translated = (field: 'name' | 'location') => (data[field] !== center.data[field] ? data[field] : undefined);
      return [center.id, { name: translated('name'), address: translated('location') }];
    }),
  );
  const services = await serviceTranslationsFor(locale);
  const serviceNames: ServiceNames = Object.fromEntries(
    Object.entries(services).map(([english, translation]) => [english, translation.name]),
  );
  return { messages: { booking, fields }, locale, centerTexts, serviceNames };
}
