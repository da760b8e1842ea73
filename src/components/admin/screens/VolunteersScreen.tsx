// Placeholder until the Volunteers screen (issue 9) is merged; it keeps the admin router compiling.
import type { AdminScreenProps } from '../admin-session.ts';

export default function VolunteersScreen(_props: AdminScreenProps) {
  return (
    <section>
      <h1>Volunteers</h1>
      <p>Loading...</p>
    </section>
  );
}
