// The signed-in frame (docs/product-rules.md "Layout"): the sidebar (fixed on large screens, a slide-over on small ones),
// the top bar with notifications, the user's name, e-mail and initial avatar, and logout.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminUser } from './admin-session.ts';
import { Icon } from './icons.tsx';
import NotificationsButton from './NotificationsButton.tsx';
import { navItemsFor } from './nav.ts';
import { followLink } from './router.ts';

interface Props {
  user: AdminUser;
  path: string;
  onLogout: () => void;
  children: ReactNode;
}

export default function AdminLayout({ user, path, onLogout, children }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLElement>(null);
  const shownPath = useRef<string | null>(null);
  const displayName = user.name?.trim() || 'Admin User';
  const initial = (user.name?.trim() || user.email || 'A').charAt(0).toUpperCase() || 'A';
  const items = navItemsFor(user);

  // After a client-side navigation, focus moves to the new screen (as a page load would reset it).
  useEffect(() => {
    if (shownPath.current !== null && shownPath.current !== path) content.current?.focus();
    shownPath.current = path;
  }, [path]);

  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="adm-shell">
      <a className="adm-skip" href="#adm-content">
        Skip to content
      </a>
      {menuOpen && <div className="adm-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
      <aside id="adm-sidebar" className="adm-sidebar" data-open={menuOpen}>
        <div className="adm-sidebar__brand">
          <span className="adm-sidebar__logo" aria-hidden="true">
            HW
          </span>
          <span>
            Hela Wedakama
            <small>Admin Portal</small>
          </span>
          <button
            ref={closeButton}
            type="button"
            className="adm-icon-button adm-sidebar__close"
            aria-label="Close menu"
            onClick={() => setMenuOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Admin">
          <ul className="adm-nav">
            {items.map((item) => {
              const current = path === item.path || path.startsWith(`${item.path}/`);
              return (
                <li key={item.path}>
                  <a
                    href={item.path}
                    className="adm-nav__link"
                    aria-current={current ? 'page' : undefined}
                    onClick={(event) => followLink(event, () => setMenuOpen(false))}
                  >
                    <span className="adm-nav__icon" aria-hidden="true">
                      <Icon name={item.icon} />
                    </span>
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <a className="adm-sidebar__site" href="/">
          View website
        </a>
      </aside>
      <div className="adm-main">
        <header className="adm-topbar">
          <button
            ref={menuButton}
            type="button"
            className="adm-icon-button adm-topbar__menu"
            aria-label="Open menu"
            aria-controls="adm-sidebar"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <div className="adm-topbar__spacer" />
          <NotificationsButton user={user} />
          <div className="adm-user">
            <span className="adm-user__avatar" aria-hidden="true">
              {user.avatarUrl ? <img src={user.avatarUrl} alt="" width="36" height="36" /> : initial}
            </span>
            <span className="adm-user__text">
              <span className="adm-user__name">{displayName}</span>
              <span className="adm-user__email">{user.email}</span>
            </span>
          </div>
          <button type="button" className="btn btn-secondary btn-sm" onClick={onLogout}>
            Logout
          </button>
        </header>
        <main ref={content} id="adm-content" className="adm-content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
