// Placeholder until the Appointments screen (issue 9) is merged; it keeps the admin router compiling.
import type { AdminScreenProps } from '../admin-session.ts';

export default function AppointmentsScreen(_props: AdminScreenProps) {
  return (
    <section>
      <h1>Appointments</h1>
      <p>Loading...</p>
    </section>
  );
}
