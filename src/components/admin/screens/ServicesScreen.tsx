// Placeholder until the Services screen (issue 9) is merged; it keeps the admin router compiling.
import type { AdminScreenProps } from '../admin-session.ts';

export default function ServicesScreen(_props: AdminScreenProps) {
  return (
    <section>
      <h1>Services</h1>
      <p>Loading...</p>
    </section>
  );
}
