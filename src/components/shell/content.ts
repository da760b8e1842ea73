// The site-wide content entries every shell component reads (build time only).
import { getCollection, getEntry } from 'astro:content';
import { computeFigures, type Figures, timelineProblems, treatmentProblems } from '../../lib/figures.ts';
import { DEMO_SERVICES } from '../../server/demo/demo-data.ts';
import { servicesForBuild } from '../../server/services/build-time-list.ts';

function required<T>(entry: T | undefined, file: string): T {
  if (!entry) throw new Error(`${file} is missing`);
  return entry;
}

export async function getSiteSettings() {
  return required(await getEntry('site', 'settings'), 'content/site/settings.json').data;
}

export async function getNavigation() {
  return required(await getEntry('navigation', 'navigation'), 'content/site/navigation.json').data;
}

export async function getHomeContent() {
  return required(await getEntry('home', 'home'), 'content/site/home.json').data;
}

/** The centres in their `order`: the home page shows the first three, the directory all. */
export async function getCentersInOrder() {
  const centers = await getCollection('centers');
  return centers.sort((a, b) => a.data.order - b.data.order);
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
 * The figures every page shows, computed from the centres and the founding year (src/lib/figures.ts). The build
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
