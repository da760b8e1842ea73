// The toasts' icons: Lucide's drawings as src/shared/utils/icons.ts gives them (tests/unit/toast-icons.test.ts keeps
// them equal). They travel in the toaster's script, fetched after the first paint, rather than as templates in every
// page's HTML, where they took about 270 of the 14,600 bytes a page has for its first round trip (docs/performance.md).
import type { Toast } from '../../shared/utils/toast-store.ts';

const STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';
const circled = (path: string) => `<g ${STROKE}><circle cx="12" cy="12" r="10"/><path d="${path}"/></g>`;

/** Each kind's icon and the close button's x: the inner markup of a 24 x 24 SVG. */
export const TOAST_ICONS: Record<Toast['type'] | 'close', string> = {
  success: circled('m16 9l-5.5 5.5L8 12'),
  error: circled('M12 8v4m0 4h.01'),
  warning: `<path ${STROKE} d="m21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4m0 4h.01"/>`,
  info: circled('M12 16v-4m0-4h.01'),
  close: `<path ${STROKE} d="M18 6L6 18M6 6l12 12"/>`,
};
