// Placeholder until the Patients screen (issue 9) is merged; it keeps the admin router compiling.
import type { AdminScreenProps } from '../admin-session.ts';

export default function PatientsScreen(_props: AdminScreenProps) {
  return (
    <section>
      <h1>Patients</h1>
      <p>Loading...</p>
    </section>
  );
}
