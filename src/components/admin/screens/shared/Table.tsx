// A table of an admin screen: scrolls sideways on its own on a narrow screen, a column heading per column, and a
// caption for screen readers where the table has no visible heading of its own.
import type { ReactNode } from 'react';

interface Props {
  caption?: string;
  columns: readonly string[];
  /** The table's rows. */
  children: ReactNode;
}

export default function Table({ caption, columns, children }: Props) {
  return (
    <div className="as-table-wrap">
      <table className="as-table">
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
