// What a form turns into once it is sent: a round mark, a heading, then the form's own message and next steps. The
// heading takes the focus as the panel appears, so a screen reader announces it and the reader starts there.
// Each page styles its panel (and the row of its links) through the class names it passes.
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import type { IslandIconName } from '../ui/IslandIcon.tsx';
import SuccessMark from '../ui/SuccessMark.tsx';

interface PanelLink {
  href: string;
  label: string;
}

interface Props {
  className: string;
  /** The drawing in the mark: a tick unless the panel thanks rather than confirms. */
  icon?: IslandIconName;
  heading: string;
  /** h3 where the panel stands under a heading of the page's own. */
  level?: 2 | 3;
  /** Given, the panel is a section named by its heading (a toast announces it), instead of a live status. */
  headingId?: string;
  children: ReactNode;
  /** The ways on, under the message: a primary and a secondary button-link in a row. */
  links?: { className: string | undefined; primary: PanelLink; secondary: PanelLink };
}

/**
 * The second click of a double click on the form's submit button lands on whatever link appeared under the pointer:
 * a click that is part of a double click (detail 2 and more) follows no link; a single click on it always does.
 */
function ignoreDoubleClick(event: MouseEvent<HTMLAnchorElement>) {
  if (event.detail > 1) event.preventDefault();
}

export default function SuccessPanel({
  className,
  icon = 'check',
  heading,
  level = 2,
  headingId,
  children,
  links,
}: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = level === 2 ? 'h2' : 'h3';
  const Panel = headingId ? 'section' : 'div';
  return (
    <Panel className={className} {...(headingId ? { 'aria-labelledby': headingId } : { role: 'status' })}>
      <SuccessMark icon={icon} />
      <Heading id={headingId} ref={headingRef} tabIndex={-1}>
        {heading}
      </Heading>
      {children}
      {links && (
        <div className={links.className}>
          <a className="btn btn-primary" href={links.primary.href} onClick={ignoreDoubleClick}>
            {links.primary.label}
          </a>
          <a className="btn btn-secondary" href={links.secondary.href} onClick={ignoreDoubleClick}>
            {links.secondary.label}
          </a>
        </div>
      )}
    </Panel>
  );
}
