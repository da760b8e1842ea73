import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };
import { expect, test } from 'vitest';
import { ISLAND_ICONS, type IslandIconName } from '../../src/components/ui/IslandIcon.tsx';

const STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="2"';
const names = Object.keys(ISLAND_ICONS) as IslandIconName[];

test.each(names)('the islands draw "%s" exactly as Lucide does', (name) => {
  const body = lucide.icons[name as keyof typeof lucide.icons]?.body ?? '';
  expect(body, `${name} is not a Lucide icon`).not.toBe('');
  // Every drawing copied is plain stroked paths in the set's one style, which is what IslandIcon renders.
  expect(body).toContain(STROKE);
  expect([...body.matchAll(/ d="([^"]+)"/g)].map(([, d]) => d)).toEqual(ISLAND_ICONS[name]);
});
