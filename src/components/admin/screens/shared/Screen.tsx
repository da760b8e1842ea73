// Every admin screen's frame: a section named by its h1, the heading with its one-line purpose, and the screen's
// own buttons beside them (refresh, export, add).
import type { ReactNode } from 'react';

interface Props {
  /** The screen's key: the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead: string;
  actions?: ReactNode;
  children: ReactNode;
}

export default function Screen({ id, title, lead, actions, children }: Props) {
  return (
    <section className="as-screen" aria-labelledby={`${id}-title`}>
      <header className="as-header">
        <div>
          <h1 id={`${id}-title`}>{title}</h1>
          <p>{lead}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
