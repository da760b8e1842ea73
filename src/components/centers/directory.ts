// The /centers page's behaviour: filter the prerendered cards as the visitor types or picks a city, keep both in
// the URL (?search=&city=) so a filtered list can be shared or reloaded. The cards and their detail modals are
// the shared CenterCard/CenterModal, which open and close themselves. The count's texts are the page's language,
// written on the count element (data-text-one, data-text-other).
import { ALL_CITIES, countLabel, type FilterableCenter, matchesCenter } from './center-filter.ts';

export function initDirectory(root: HTMLElement): void {
  const search = root.querySelector<HTMLInputElement>('[data-search]');
  const city = root.querySelector<HTMLSelectElement>('[data-city]');
  const count = root.querySelector<HTMLElement>('[data-count]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-center-card]')];
  const centers = JSON.parse(root.querySelector('#centers-filter-data')?.textContent ?? '{}') as Record<
    string,
    FilterableCenter
  >;
  if (!search || !city || !count || !empty) return;

  const params = new URLSearchParams(window.location.search);
  search.value = params.get('search') ?? '';
  const wanted = params.get('city');
  city.value = wanted && [...city.options].some((option) => option.value === wanted) ? wanted : ALL_CITIES;

  function apply() {
    if (!search || !city || !count || !empty) return;
    let shown = 0;
    for (const card of cards) {
      const center = centers[card.dataset.centerCard ?? ''];
      const visible = center !== undefined && matchesCenter(center, search.value, city.value);
      card.hidden = !visible;
      if (visible) shown++;
    }
    const forms = { one: count.dataset.textOne ?? '', other: count.dataset.textOther ?? '' };
    count.textContent = forms.one ? countLabel(shown, forms, document.documentElement.lang) : countLabel(shown);
    empty.hidden = shown > 0;
    const url = new URL(window.location.href);
    if (search.value.trim()) url.searchParams.set('search', search.value.trim());
    else url.searchParams.delete('search');
    if (city.value !== ALL_CITIES) url.searchParams.set('city', city.value);
    else url.searchParams.delete('city');
    window.history.replaceState(null, '', url);
  }

  search.addEventListener('input', apply);
  city.addEventListener('change', apply);
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  root.querySelector('[data-clear]')?.addEventListener('click', () => {
    search.value = '';
    city.value = ALL_CITIES;
    apply();
    search.focus();
  });

  apply();
}
