// A modal dialog for the admin screens: labelled by its title, closes on Escape and with its X button, keeps
// keyboard focus inside while open (focus trap) and gives it back to what opened it when it closes.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import IslandIcon from '../../../ui/IslandIcon.tsx';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

export default function Modal({ title, onClose, children, footer, wide }: Props) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current;
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (item) => item.offsetParent !== null,
      );
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && (document.activeElement === firstItem || document.activeElement === dialog.current)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  return (
    <div className="as-overlay">
      <div
        ref={dialog}
        className={`as-modal${wide ? ' as-modal--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="as-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="as-close" aria-label="Close" onClick={onClose}>
            <IslandIcon name="x" />
          </button>
        </header>
        <div className="as-modal__body">{children}</div>
        {footer && <footer className="as-modal__footer">{footer}</footer>}
      </div>
    </div>
  );
}
