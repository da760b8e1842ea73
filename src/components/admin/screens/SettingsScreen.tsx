// Placeholder until the Settings screen (issue 9) is merged; it keeps the admin router compiling.
import type { AdminScreenProps } from '../admin-session.ts';

export default function SettingsScreen(_props: AdminScreenProps) {
  return (
    <section>
      <h1>Settings</h1>
      <p>Loading...</p>
    </section>
  );
}
