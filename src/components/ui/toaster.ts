// Renders the toast store into two live regions and dismisses each toast after its own duration.
import { $toasts, dismissToast, type Toast } from '../../shared/utils/toast-store.ts';
import { TOAST_ICONS } from './toast-icons.ts';

/** The close button's name: the page's text (Toaster.astro's data-dismiss-label) with the toast's title in it. */
function dismissLabel(template: string | undefined, title: string): string {
  return (template ?? 'Dismiss notification: {title}').replace('{title}', title);
}

/** A kind's icon or the close button's x (toast-icons.ts), decorative: the title and the button's name say it. */
function toastIcon(name: Toast['type'] | 'close'): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const attributes = { class: 'icon toast__icon', viewBox: '0 0 24 24', width: '1em', height: '1em' };
  for (const [attribute, value] of Object.entries(attributes)) svg.setAttribute(attribute, value);
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.innerHTML = TOAST_ICONS[name];
  return svg;
}

function renderToast(toast: Toast, root: HTMLElement): HTMLElement {
  const element = document.createElement('div');
  element.className = `toast toast--${toast.type}`;
  element.dataset.toastId = String(toast.id);
  element.setAttribute('role', toast.type === 'error' ? 'alert' : 'status');
  const body = document.createElement('div');
  body.className = 'toast__body';
  const title = document.createElement('p');
  title.className = 'toast__title';
  title.append(toastIcon(toast.type), toast.title);
  body.append(title);
  if (toast.message) {
    const message = document.createElement('p');
    message.className = 'toast__message';
    message.textContent = toast.message;
    body.append(message);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast__close';
  close.setAttribute('aria-label', dismissLabel(root.dataset.dismissLabel, toast.title));
  close.append(toastIcon('close'));
  close.addEventListener('click', () => dismissToast(toast.id));
  element.append(body, close);
  return element;
}

export function mountToaster(root: HTMLElement | null): void {
  if (!root) return;
  const polite = root.querySelector<HTMLElement>('[data-toast-region="polite"]');
  const assertive = root.querySelector<HTMLElement>('[data-toast-region="assertive"]');
  if (!polite || !assertive) return;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  $toasts.subscribe((toasts) => {
    const live = new Set(toasts.map((toast) => toast.id));
    for (const element of root.querySelectorAll<HTMLElement>('[data-toast-id]')) {
      const id = Number(element.dataset.toastId);
      if (!live.has(id)) {
        element.remove();
        clearTimeout(timers.get(id));
        timers.delete(id);
      }
    }
    for (const toast of toasts) {
      if (timers.has(toast.id)) continue;
      (toast.type === 'error' ? assertive : polite).append(renderToast(toast, root));
      timers.set(
        toast.id,
        setTimeout(() => dismissToast(toast.id), toast.duration),
      );
    }
  });
}
