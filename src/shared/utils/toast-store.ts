// Site-wide toasts (docs/product-rules.md "Toasts"): any island calls showToast(); the Toaster island renders them.
import { atom } from 'nanostores';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  message?: string;
  /** Milliseconds before it dismisses itself. */
  duration: number;
}

export const TOAST_DURATION = 5000;

export const $toasts = atom<Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id));
}

export function showToast(toast: { type: ToastType; title: string; message?: string; duration?: number }): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, duration: TOAST_DURATION, ...toast }]);
  return id;
}
