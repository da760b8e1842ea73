// The site-wide content entries every shell component reads (build time only).
import { getCollection, getEntry } from 'astro:content';

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
