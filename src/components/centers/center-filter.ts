// The directory's filter (docs/product-rules.md "Centres"): a case-insensitive search over name, location and specialties,
// and a city ("All Cities" by default). Shared by the page's script and its tests.

export const ALL_CITIES = 'All Cities';

export interface FilterableCenter {
  name: string;
  location: string;
  city: string;
  specialties: string[];
}

export function matchesCenter(center: FilterableCenter, search: string, city: string): boolean {
  if (city && city !== ALL_CITIES && center.city !== city) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [center.name, center.location, ...center.specialties].some((text) => text.toLowerCase().includes(needle));
}

export function countLabel(count: number): string {
  return `${count} ${count === 1 ? 'center' : 'centers'} found`;
}
