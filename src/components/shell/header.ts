// Header behaviour: the More menu opens on hover, on click and from the keyboard (Enter/Space/ArrowDown) and
// closes on leaving, Escape or focus moving away; the mobile menu toggles; the Book Consultation buttons report a
// promotion selection (docs/product-rules.md "Search metadata and analytics").
import { trackPromotion } from '../../lib/analytics.ts';

function setupMore(more: HTMLElement): void {
  const button = more.querySelector<HTMLButtonElement>('[data-more-button]');
  if (!button) return;
  const links = () => [...more.querySelectorAll<HTMLAnchorElement>('.more__menu a')];
  // A mouse reaches the button before it clicks: the hover has already opened the menu, and the click that follows
  // must keep it open (a plain toggle closed it). A second click, or a click without hover (touch), toggles.
  let openedByHover = false;
  const setOpen = (open: boolean, byHover = false) => {
    openedByHover = byHover;
    more.toggleAttribute('data-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  const isOpen = () => more.hasAttribute('data-open');
  const hoverable = matchMedia('(hover: hover)');
  more.addEventListener('mouseenter', () => hoverable.matches && !isOpen() && setOpen(true, true));
  more.addEventListener('mouseleave', () => hoverable.matches && setOpen(false));
  button.addEventListener('click', () => setOpen(openedByHover || !isOpen()));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(true);
      links()[0]?.focus();
    }
  });
  more.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      button.focus();
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      if (index === -1) return;
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    }
  });
  more.addEventListener('focusout', (event) => {
    if (!more.contains(event.relatedTarget as Node | null)) setOpen(false);
  });
}

function setupMobileMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');
  if (!button || !menu) return;
  const setOpen = (open: boolean) => {
    menu.toggleAttribute('data-open', open);
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', open ? 'Close menu' : 'Menu');
  };
  button.addEventListener('click', () => setOpen(!menu.hasAttribute('data-open')));
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.hasAttribute('data-open')) {
      setOpen(false);
      button.focus();
    }
  });
}

export function initHeader(): void {
  for (const more of document.querySelectorAll<HTMLElement>('[data-more]')) setupMore(more);
  setupMobileMenu();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-promotion]')) {
    link.addEventListener('click', () =>
      trackPromotion(link.dataset.promotion ?? 'header', link.dataset.variant === 'mobile' ? 'mobile' : 'desktop'),
    );
  }
}
