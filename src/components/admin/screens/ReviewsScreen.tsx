// Placeholder until the Reviews screen (issue 9) is merged; it keeps the admin router compiling.
import type { AdminScreenProps } from '../admin-session.ts';

export default function ReviewsScreen(_props: AdminScreenProps) {
  return (
    <section>
      <h1>Reviews</h1>
      <p>Loading...</p>
    </section>
  );
}
