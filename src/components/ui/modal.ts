// Behaviour of every <dialog data-modal>: open from [data-modal-open], close by the X, the backdrop or Escape
// (native), keep Tab inside the dialog and give focus back to the opener.
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();
let initialised = false;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function openModal(dialog: HTMLDialogElement, opener?: HTMLElement | null): void {
  if (dialog.open) return;
  if (opener) openers.set(dialog, opener);
  dialog.showModal();
  dialog.querySelector<HTMLElement>('[data-modal-close]')?.focus();
}

function setup(dialog: HTMLDialogElement): void {
  dialog.querySelector('[data-modal-close]')?.addEventListener('click', () => dialog.close());
  // A click whose target is the dialog itself landed on the backdrop (the panel covers the dialog's box).
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement,
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  });
  dialog.addEventListener('close', () => {
    const opener = openers.get(dialog);
    openers.delete(dialog);
    if (opener?.isConnected) opener.focus();
  });
}

export function initModals(): void {
  if (initialised) return;
  initialised = true;
  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[data-modal]')) setup(dialog);
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest<HTMLElement>('[data-modal-open]');
    if (!opener) return;
    const dialog = document.getElementById(opener.dataset.modalOpen ?? '');
    if (dialog instanceof HTMLDialogElement) {
      event.preventDefault();
      openModal(dialog, opener);
    }
  });
}
