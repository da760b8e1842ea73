import type { ReactNode } from 'react';

/** What a screen shows where its list will be, until the list has come: that it is loading, or that it failed. */
export default function ListPending({
  failed,
  failure,
  loading,
}: {
  failed: boolean;
  failure: ReactNode;
  loading: string;
}) {
  return failed ? (
    <p className="as-state as-state--error" role="alert">
      {failure}
    </p>
  ) : (
    <p className="as-state" role="status">
      {loading}
    </p>
  );
}
