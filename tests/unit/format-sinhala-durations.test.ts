// A browser without Sinhala in its Intl (Debian's Chromium writes '1 hr') writes a Sinhala duration exactly as ICU
// does, so a services page built in Node hydrates on the same text (src/shared/utils/format.ts).
import { afterEach, expect, test, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** ICU's own short units, which Node carries in full. */
function icu(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: string) =>
    new Intl.NumberFormat('si-LK', { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return [hours > 0 ? unit(hours, 'hour') : '', rest > 0 || hours === 0 ? unit(rest, 'minute') : '']
    .filter(Boolean)
    .join(' ');
}

const DURATIONS = [0, 5, 30, 45, 59, 60, 61, 90, 120, 150, 180, 240, 600, 1440];

test.each(DURATIONS)('%i minutes: the same text as ICU', async (minutes) => {
  const { formatDuration } = await import('../../src/shared/utils/format.ts');
  expect(formatDuration(minutes, 'si')).toBe(icu(minutes));
});

test('the same text where Intl has no Sinhala and falls back to English', async () => {
  class EnglishOnly extends Intl.NumberFormat {
    constructor(_locales?: Intl.LocalesArgument, options?: Intl.NumberFormatOptions) {
      super('en-US', options);
    }
  }
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { NumberFormat: EnglishOnly }));
  const { formatDuration } = await import('../../src/shared/utils/format.ts');
  expect(formatDuration(90, 'si')).toBe('පැය 1 මිනි 30');
  expect(formatDuration(45, 'si')).toBe('මිනි 45');
});
