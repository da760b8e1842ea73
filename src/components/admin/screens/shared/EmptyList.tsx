import type { ReactNode } from 'react';

/** What a screen shows where its list would be when nothing is in it: that it is empty, and why or what to do. */
export default function EmptyList({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="as-state">
      <h2>{heading}</h2>
      <p>{children}</p>
    </div>
  );
}
