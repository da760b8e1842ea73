// The toasts' icons are the Lucide drawings the rest of the site draws with (src/components/ui/toast-icons.ts).
import { expect, test } from 'vitest';
import { TOAST_ICONS } from '../../src/components/ui/toast-icons.ts';
import { iconSvg } from '../../src/shared/utils/icons.ts';

test.each([
  ['success', 'circle-check'],
  ['error', 'circle-alert'],
  ['warning', 'triangle-alert'],
  ['info', 'info'],
  ['close', 'x'],
] as const)('the %s toast shows Lucide\'s "%s"', (kind, lucide) => {
  expect(TOAST_ICONS[kind]).toBe(iconSvg(lucide).body);
  expect(iconSvg(lucide).viewBox).toBe('0 0 24 24');
});
