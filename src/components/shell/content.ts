// The site-wide content entries every shell component reads (build time only), in the page's language: the English
// entry with its translation merged over it (docs/i18n.md), English when there is none.
import { getCollection, getEntry } from 'astro:content';
import { localize, localizeAll } from '../../i18n/content.ts';
import type { Locale } from '../../i18n/locales.ts';
import { DEMO_SERVICES } from '../../server/demo/demo-data.ts';
import { servicesForBuild } from '../../server/services/build-time-list.ts';
import { computeFigures, type Figures, timelineProblems, treatmentProblems } from '../../shared/figures.ts';

function required<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`${file} is missing`);
  return entry;
}

/** The site's settings in the page's language, with `lang`, the language they are actually in. */
export async function getSiteSettings(locale: Locale = 'en') {
  const entry = required(await getEntry('site', 'settings'), 'content/site/settings.json');
  const localized = await localize(entry, locale);
  return { ...localized.entry.data, lang: localized.lang };
}

/**
 * The navigation's names in the page's language, with `lang`, the language they are actually in (its links are
 * site paths, localized where they are drawn).
 */
export async function getNavigation(locale: Locale = 'en') {
  const entry = required(await getEntry('navigation', 'navigation'), 'content/site/navigation.json');
  const localized = await localize(entry, locale);
  return { ...localized.entry.data, lang: localized.lang };
}

/** The home page's texts, with the language they are in (`lang`) and the translation's state for its note. */
export async function getLocalizedHome(locale: Locale) {
  const entry = required(await getEntry('home', 'home'), 'content/site/home.json');
  const { entry: localized, lang, state } = await localize(entry, locale);
  return { home: localized.data, lang, state };
}

export async function getHomeContent(locale: Locale = 'en') {
  return (await getLocalizedHome(locale)).home;
}

/** The centres in their `order`, each with its language and translation state: the home page shows three. */
export async function getCentersInOrder(locale: Locale = 'en') {
  const centers = (await getCollection('centers')).sort((a, b) => a.data.order - b.data.order);
  return localizeAll(centers, locale);
}

/**
 * The testimonials in their `order`. The build stops when a story's treatment is not a service: the live list when
 * the build reads the database, else the catalogue the local database is seeded with.
 */
export async function getTestimonialsInOrder() {
  const stories = (await getCollection('testimonials')).sort((a, b) => a.data.order - b.data.order);
  const live = await servicesForBuild();
  const names = (live.length > 0 ? live : DEMO_SERVICES).map((service) => service.name);
  const problems = treatmentProblems(
    stories.map(({ id, data }) => ({ where: `content/testimonials/${id}.json`, treatment: data.treatment })),
    names,
  );
  if (problems.length > 0)
    throw new Error(`Testimonials name treatments the site does not offer:\n- ${problems.join('\n- ')}`);
  return stories;
}

/**
 * The figures every page shows, computed from the centres and the founding year (src/shared/figures.ts). The build
 * stops when the about timeline and the centres' opening years disagree.
 */
export async function getFigures(): Promise<Figures> {
  const about = required(await getEntry('about', 'about'), 'content/about/about.json').data;
  const centres = (await getCollection('centers')).map(({ id, data }) => ({ id, ...data }));
  const problems = timelineProblems(about.milestones, centres);
  if (problems.length > 0) {
    throw new Error(`content/about/about.json milestones disagree with content/centers:\n- ${problems.join('\n- ')}`);
  }
  return computeFigures(centres, about.founded, new Date().getFullYear());
}

/** The `lang` an element of localized text needs: none in the page's language, 'en' where it fell back. */
export function fallbackLang(lang: Locale, pageLocale: Locale): Locale | undefined {
  return lang === pageLocale ? undefined : lang;
}
