// The admin portal: one island for every /admin/* route. It restores the session from the server, sends signed-
// out visitors to /admin/login (replacing history), and mounts the screen of the current path in the layout.
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { showToast } from '../../shared/utils/toast-store.ts';
import { useRequest } from '../ui/use-load.ts';
import AdminLayout from './AdminLayout.tsx';
import AdminToaster from './AdminToaster.tsx';
import { ApiError, adminGet, adminSend, LOGIN_PATH } from './admin-api.ts';
import type { AdminScreenProps, AdminUser } from './admin-session.ts';
import LoginPage from './LoginPage.tsx';
import { NAV_ITEMS } from './nav.ts';
import { navigate, usePath } from './router.ts';
import './admin.css';

type Screen = React.ComponentType<AdminScreenProps>;

// Each screen is its own chunk: the login page and the dashboard do not carry the other screens' code.
const SCREENS: Record<string, React.LazyExoticComponent<Screen>> = {
  '/admin/dashboard': lazy(() => import('./screens/DashboardScreen.tsx')),
  '/admin/appointments': lazy(() => import('./screens/AppointmentsScreen.tsx')),
  '/admin/day-sheet': lazy(() => import('./screens/DaySheetScreen.tsx')),
  '/admin/doctors': lazy(() => import('./screens/DoctorsScreen.tsx')),
  '/admin/leave': lazy(() => import('./screens/LeaveScreen.tsx')),
  '/admin/waitlist': lazy(() => import('./screens/WaitlistScreen.tsx')),
  '/admin/inbox': lazy(() => import('./screens/InboxScreen.tsx')),
  '/admin/services': lazy(() => import('./screens/ServicesScreen.tsx')),
  '/admin/reviews': lazy(() => import('./screens/ReviewsScreen.tsx')),
  '/admin/volunteers': lazy(() => import('./screens/VolunteersScreen.tsx')),
  '/admin/events': lazy(() => import('./screens/EventsScreen.tsx')),
  '/admin/patients': lazy(() => import('./screens/PatientsScreen.tsx')),
  '/admin/data-requests': lazy(() => import('./screens/DataRequestsScreen.tsx')),
  '/admin/activity': lazy(() => import('./screens/ActivityScreen.tsx')),
  '/admin/settings': lazy(() => import('./screens/SettingsScreen.tsx')),
  '/admin/account': lazy(() => import('./screens/AccountScreen.tsx')),
};

const DASHBOARD = '/admin/dashboard';

type Session = { status: 'loading' } | { status: 'signed-out' } | { status: 'authenticated'; user: AdminUser };

function Loading() {
  return (
    <div className="adm-loading" role="status">
      <span className="adm-spinner" aria-hidden="true" />
      Loading admin portal...
    </div>
  );
}

function NotFound() {
  return (
    <section className="adm-message">
      <h1>Page not found</h1>
      <p>
        This admin page does not exist. <a href={DASHBOARD}>Go to the dashboard</a>.
      </p>
    </section>
  );
}

function AdminOnly() {
  return (
    <section className="adm-message">
      <h1>Access denied</h1>
      <p>Access denied. Admin privileges required.</p>
    </section>
  );
}

export default function AdminApp() {
  const path = usePath();
  // The session as the server has it, asked once; signing in and out replace it afterwards.
  const me = useRequest<Session>(
    'me',
    () =>
      adminGet<{ user: AdminUser }>('/api/admin/me', 'Authentication failed', { redirectOn401: false }).then(
        ({ user }) => ({ status: 'authenticated', user }),
      ),
    (error) => {
      if (!(error instanceof ApiError && error.status === 401)) {
        showToast({ type: 'error', title: 'Error', message: 'An unexpected error occurred' });
      }
    },
  );
  const setSession = me.setValue;
  // Any failure to read it signs out (a 401 quietly).
  const session: Session = me.value ?? (me.settled ? { status: 'signed-out' } : { status: 'loading' });

  // Route guards: signed out -> the login page; signed in on the login page or /admin -> the dashboard.
  useEffect(() => {
    if (session.status === 'signed-out' && path !== LOGIN_PATH) navigate(LOGIN_PATH, { replace: true });
    if (session.status === 'authenticated' && (path === LOGIN_PATH || path === '/admin')) {
      navigate(DASHBOARD, { replace: true });
    }
  }, [session.status, path]);

  const label = NAV_ITEMS.find((item) => path.startsWith(item.path))?.label;
  useEffect(() => {
    document.title = `${path === LOGIN_PATH ? 'Sign in' : (label ?? 'Admin')} | Admin Portal | Hela Wedakama`;
  }, [path, label]);

  const logout = useCallback(async () => {
    try {
      await adminSend('POST', '/api/admin/logout', {}, 'Logout failed', { redirectOn401: false });
    } catch {
      // The session is over either way: the cookie was cleared or had already expired.
    }
    setSession({ status: 'signed-out' });
    navigate(LOGIN_PATH, { replace: true });
  }, []);

  let content: React.ReactNode;
  if (session.status === 'loading') content = <Loading />;
  else if (session.status === 'signed-out')
    content =
      path === LOGIN_PATH ? (
        <LoginPage onSignedIn={(user) => setSession({ status: 'authenticated', user })} />
      ) : (
        <Loading />
      );
  else if (path === LOGIN_PATH || path === '/admin') content = <Loading />;
  else {
    const user = session.user;
    const Screen = SCREENS[path];
    const forbidden = path === '/admin/settings' && user.role !== 'admin';
    content = (
      <AdminLayout user={user} path={path} onLogout={logout}>
        {forbidden ? (
          <AdminOnly />
        ) : Screen ? (
          <Suspense fallback={<p className="adm-empty">Loading...</p>}>
            <Screen user={user} />
          </Suspense>
        ) : (
          <NotFound />
        )}
      </AdminLayout>
    );
  }

  return (
    <>
      {content}
      <AdminToaster />
    </>
  );
}
