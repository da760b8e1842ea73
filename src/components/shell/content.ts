// The site-wide content entries every shell component reads (build time only).
import { getCollection, getEntry } from 'astro:content';

async function single<C extends 'site' | 'navigation' | 'home'>(collection: C, id: string) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`content/site/${id}.json is missing`);
  return entry.data;
}

export const getSiteSettings = () => single('site', 'settings');
export const getNavigation = () => single('navigation', 'navigation');
export const getHomeContent = () => single('home', 'home');

/** The centres in their `order`: the home page shows the first three, the directory all. */
export async function getCentersInOrder() {
  const centers = await getCollection('centers');
  return centers.sort((a, b) => a.data.order - b.data.order);
}
