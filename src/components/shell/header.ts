// Header behaviour: the More menu opens on hover, on click and from the keyboard (Enter/Space/ArrowDown) and
// closes on leaving (when the hover opened it), a click elsewhere, Escape or focus moving away; the mobile menu toggles; the Book Consultation buttons report a
// promotion selection (docs/product-rules.md "Search metadata and analytics").
import { trackPromotion } from '../../shared/utils/analytics.ts';

function setupMore(more: HTMLElement): void {
  const button = more.querySelector<HTMLButtonElement>('[data-more-button]');
  if (!button) return;
  const links = () => [...more.querySelectorAll<HTMLAnchorElement>('.more__menu a')];
  // A mouse reaches the button before it clicks: the hover has already opened the menu, and the click that follows
  // must keep it open (a plain toggle closed it). A second click, or a click without hover (touch), toggles.
  // A menu opened by a click stays open when the pointer leaves: only one the hover opened closes on leaving.
  let openedByHover = false;
  const setOpen = (open: boolean, byHover = false) => {
    openedByHover = byHover;
    more.toggleAttribute('data-open', open);
    button.setAttribute('aria-expanded', String(open));
  };
  const isOpen = () => more.hasAttribute('data-open');
  const hoverable = matchMedia('(hover: hover)');
  more.addEventListener('mouseenter', () => hoverable.matches && !isOpen() && setOpen(true, true));
  more.addEventListener('mouseleave', () => hoverable.matches && openedByHover && setOpen(false));
  button.addEventListener('click', () => setOpen(openedByHover || !isOpen()));
  document.addEventListener('click', (event) => {
    if (isOpen() && !more.contains(event.target as Node)) setOpen(false);
  });
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
    // The labels are the page's language, written on the button (Header.astro).
    const label = open ? button.dataset.labelClose : button.dataset.labelOpen;
    if (label) button.setAttribute('aria-label', label);
  };
  button.addEventListener('click', () => setOpen(!menu.hasAttribute('data-open')));
  // Focus moving on past the menu (Tab after its last link) closes it, as it closes More: the control it reaches
  // would otherwise sit under the open menu. Focus going nowhere (the window losing it) leaves the menu open.
  const closeOnFocusLeaving = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.contains(next) && !button.contains(next)) setOpen(false);
  };
  menu.addEventListener('focusout', closeOnFocusLeaving);
  button.addEventListener('focusout', closeOnFocusLeaving);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.hasAttribute('data-open')) {
      setOpen(false);
      button.focus();
    }
  });
}

/** A year, in seconds: how long the language choice is remembered. */
const LANGUAGE_COOKIE_AGE = 365 * 24 * 60 * 60;

/**
 * Following a language link stores the choice in `nf_lang`, the cookie Netlify's language redirects read (the
 * rules the build writes to dist/_redirects, docs/i18n.md): an English address then leads back to that language,
 * and choosing English again stores 'en', which no rule redirects.
 */
function setupLanguageChoice(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-language-choice]')) {
    link.addEventListener('click', () => {
      // The same page in the other language, with its query (/services?category=therapy -> /si/services?category=therapy).
      link.search = window.location.search;
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phone browsers.
      document.cookie = `nf_lang=${link.dataset.languageChoice}; path=/; max-age=${LANGUAGE_COOKIE_AGE}; SameSite=Lax`;
    });
  }
}

export function initHeader(): void {
  setupLanguageChoice();
  for (const more of document.querySelectorAll<HTMLElement>('[data-more]')) setupMore(more);
  setupMobileMenu();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-promotion]')) {
    link.addEventListener('click', () =>
      trackPromotion(link.dataset.promotion ?? 'header', link.dataset.variant === 'mobile' ? 'mobile' : 'desktop'),
    );
  }
}
