// Settings (role admin only): admin accounts, the staff SMS number, notification preferences and retention periods.
import type { AdminUserView } from '../../../shared/settings/admin-user-schema.ts';
import type { Settings } from '../../../shared/settings/settings-schema.ts';
import type { AdminScreenProps } from '../admin-session.ts';
import { useAdminData } from '../use-admin-data.ts';
import AdminUsers from './settings/AdminUsers.tsx';
import NotificationSettings from './settings/NotificationSettings.tsx';
import Denied from './shared/Denied.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

export default function SettingsScreen({ user }: AdminScreenProps) {
  const isAdmin = user.role === 'admin';
  const accounts = useAdminData<{ users: AdminUserView[] }>(
    isAdmin ? '/api/admin/users' : null,
    'Failed to load settings',
  );
  const saved = useAdminData<{ settings: Settings; savedAt: string | null }>(
    isAdmin ? '/api/admin/settings' : null,
    'Failed to load settings',
  );
  const users = accounts.data?.users;
  const settings = saved.data?.settings;
  const failed = accounts.failed || saved.failed;

  if (!isAdmin) return <Denied message="Access denied. Admin privileges required." />;

  return (
    <Screen
      id="settings"
      title="Settings"
      lead="Who can use the admin portal, how staff are told about new activity, and how long personal data is kept."
    >
      {failed || !users || !settings ? (
        <ListPending failed={failed} failure="Failed to load settings" loading="Loading settings..." />
      ) : (
        <>
          {/* Keyed by when they were saved: settings reloaded after someone else's save refill the form. */}
          <NotificationSettings
            key={saved.data?.savedAt ?? 'never saved'}
            initial={settings}
            savedAt={saved.data?.savedAt ?? null}
            onChangedElsewhere={saved.reload}
          />
          <AdminUsers users={users} selfId={user.id} onChange={(next) => accounts.setData({ users: next })} />
        </>
      )}
    </Screen>
  );
}
