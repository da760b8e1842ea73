// The /centers page's behaviour: filter the prerendered cards as the visitor types or picks a city, keep both in
// the URL (?search=&city=) so a filtered list can be shared or reloaded, and open each centre's detail dialog.
import { ALL_CITIES, countLabel, matchesCenter } from './center-filter.ts';

export function initDirectory(root: HTMLElement): void {
  const search = root.querySelector<HTMLInputElement>('[data-search]');
  const city = root.querySelector<HTMLSelectElement>('[data-city]');
  const count = root.querySelector<HTMLElement>('[data-count]');
  const empty = root.querySelector<HTMLElement>('[data-empty]');
  const cards = [...root.querySelectorAll<HTMLElement>('[data-center]')];
  if (!search || !city || !count || !empty) return;

  const params = new URLSearchParams(window.location.search);
  search.value = params.get('search') ?? '';
  const wanted = params.get('city');
  city.value = wanted && [...city.options].some((option) => option.value === wanted) ? wanted : ALL_CITIES;

  function apply() {
    if (!search || !city || !count || !empty) return;
    let shown = 0;
    for (const card of cards) {
      const visible = matchesCenter(
        {
          name: card.dataset.name ?? '',
          location: card.dataset.location ?? '',
          city: card.dataset.cityName ?? '',
          specialties: JSON.parse(card.dataset.specialties ?? '[]') as string[],
        },
        search.value,
        city.value,
      );
      card.hidden = !visible;
      if (visible) shown++;
    }
    count.textContent = countLabel(shown);
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

  for (const opener of root.querySelectorAll<HTMLButtonElement>('[data-open-center]')) {
    opener.addEventListener('click', () => {
      const dialog = document.getElementById(`center-dialog-${opener.dataset.openCenter}`);
      if (dialog instanceof HTMLDialogElement) dialog.showModal();
    });
  }
  for (const dialog of root.querySelectorAll<HTMLDialogElement>('dialog')) {
    dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
    // A click on the backdrop (outside the dialog's box) closes it too.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close();
    });
  }
  apply();
}
