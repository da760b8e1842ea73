// The site's icons: Lucide's drawings (the @iconify-json/lucide set, a build-time dependency), turned into inline SVG
// when the page is built, so no icon costs a request or a byte of JavaScript and none depends on an emoji font
// (phones without one show boxes). Content files name icons from ICON_NAMES (icon-names.ts); see docs/images.md.
import lucide from '@iconify-json/lucide/icons.json' with { type: 'json' };

/** An icon's drawing as the page gets it: the SVG's inner markup and its view box. */
export interface IconDrawing {
  body: string;
  viewBox: string;
}

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}
const set: IconSet = lucide;

/** The SVG body and view box of a Lucide icon; an unknown name fails the build rather than showing nothing. */
export function iconSvg(name: string): IconDrawing {
  const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!icon) throw new Error(`Unknown icon "${name}": pick one from https://lucide.dev/icons`);
  return { body: icon.body, viewBox: `0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}` };
}
