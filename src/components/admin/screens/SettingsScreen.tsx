// Settings (role admin only): admin accounts, the staff SMS number and notification preferences.
import { useEffect, useState } from 'react';
import type { AdminUserView } from '../../../server/settings/admin-user-schema.ts';
import type { Settings } from '../../../server/settings/settings-schema.ts';
import { ApiError, adminGet } from '../admin-api.ts';
import type { AdminScreenProps } from '../admin-session.ts';
import AdminUsers from './settings/AdminUsers.tsx';
import NotificationSettings from './settings/NotificationSettings.tsx';
import Denied from './shared/Denied.tsx';
import './shared/screens.css';

export default function SettingsScreen({ user }: AdminScreenProps) {
  const [users, setUsers] = useState<AdminUserView[]>();
  const [settings, setSettings] = useState<Settings>();
  const [error, setError] = useState<string>();
  const isAdmin = user.role === 'admin';

  useEffect(() => {
    if (!isAdmin) return;
    Promise.all([
      adminGet<{ users: AdminUserView[] }>('/api/admin/users', 'Failed to load settings'),
      adminGet<{ settings: Settings }>('/api/admin/settings', 'Failed to load settings'),
    ])
      .then(([usersBody, settingsBody]) => {
        setUsers(usersBody.users);
        setSettings(settingsBody.settings);
      })
      .catch((failure: unknown) => setError(failure instanceof ApiError ? failure.message : 'Failed to load settings'));
  }, [isAdmin]);

  if (!isAdmin) return <Denied message="Access denied. Admin privileges required." />;

  return (
    <section className="as-screen" aria-labelledby="settings-title">
      <header className="as-header">
        <div>
          <h1 id="settings-title">Settings</h1>
          <p>Who can use the admin portal, and how staff are told about new activity.</p>
        </div>
      </header>
      {error ? (
        <p className="as-state as-state--error" role="alert">
          {error}
        </p>
      ) : !users || !settings ? (
        <p className="as-state" role="status">
          Loading settings...
        </p>
      ) : (
        <>
          <NotificationSettings initial={settings} />
          <AdminUsers users={users} selfId={user.id} onChange={setUsers} />
        </>
      )}
    </section>
  );
}
