// The services' Sinhala and Tamil texts for one language, by English service name (docs/i18n.md), read at build
// time. Pages pass the map of their language to the islands that list services (the catalogue, the booking wizard).
import { getCollection } from 'astro:content';
import type { Locale } from './locales.ts';

export interface ServiceTranslation {
  name: string;
  subtitle?: string | undefined;
  description: string;
  long_description?: string | undefined;
  sessions?: string | undefined;
  benefits?: string[] | undefined;
  reviewed: boolean;
}

/** English service name -> its text in `locale`; empty for English. */
export async function serviceTranslationsFor(locale: Locale): Promise<Record<string, ServiceTranslation>> {
  if (locale === 'en') return {};
  const files = await getCollection('serviceTranslations', (file) => file.id.startsWith(`${locale}/`));
  return Object.fromEntries(files.map(({ data: { service, ...text } }) => [service, text]));
}
