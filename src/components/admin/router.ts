// The admin app's router: the path of the page, kept in step with the History API. Tiny on purpose.
import { useSyncExternalStore } from 'react';

const NAVIGATED = 'admin:navigated';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

/** The current pathname without a trailing slash ('/admin/dashboard'). */
export function usePath(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname.replace(/\/+$/, '') || '/',
    () => '/admin',
  );
}

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (path === location.pathname) return;
  if (options.replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATED));
  window.scrollTo(0, 0);
}

/** An anchor's click as client-side navigation (plain clicks only: new tabs and windows work as usual). */
export function followLink(event: React.MouseEvent<HTMLAnchorElement>, after?: () => void): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  event.preventDefault();
  navigate(event.currentTarget.pathname);
  after?.();
}
