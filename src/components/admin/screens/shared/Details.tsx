// The label-and-value lists of the admin detail modals, alone or as a titled section of one.
import { Fragment, type ReactNode } from 'react';

/** A label and its value (text, or markup such as a list); an empty value shows a dash, so a missing answer reads as one. */
export type DetailRow = readonly [label: string, value: ReactNode];

export function DetailList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="as-details">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === false || value == null ? '—' : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export function DetailSection({ title, rows }: { title: string; rows: readonly DetailRow[] }) {
  return (
    <section className="as-section" aria-label={title}>
      <h3>{title}</h3>
      <DetailList rows={rows} />
    </section>
  );
}
