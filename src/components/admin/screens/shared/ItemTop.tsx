import type { ReactNode } from 'react';

/** The top of an item of an admin list: its name over a line or two about it, and its status (or a switch) beside. */
export default function ItemTop({
  title,
  aside,
  children,
}: {
  title: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="as-item__top">
      <div>
        <h2>{title}</h2>
        {children}
      </div>
      {aside}
    </div>
  );
}
