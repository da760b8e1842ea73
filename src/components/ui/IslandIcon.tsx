// The few Lucide drawings the React islands use. The .astro components draw any Lucide icon at build time
// (src/shared/utils/icons.ts); an island importing that set would ship all of it to the phone, so the ones it needs are
// copied here, and tests/unit/island-icons.test.ts keeps each copy equal to the set's drawing. No emoji or symbol
// characters: a phone without the font shows a box (docs/images.md). An icon a content file names is drawn by the
// page at build time and handed to the island as its drawing (src/shared/utils/icons.ts `iconSvg`).
import type { IconDrawing } from '../../shared/utils/icons.ts';

/** The stroked paths of each drawing, as Lucide draws them (24 x 24, stroke width 2). */
export const ISLAND_ICONS = {
  check: ['M20 6L9 17l-5-5'],
  'heart-handshake': [
    'M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676a.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052a2.12 2.12 0 0 0-.004-3a2.124 2.124 0 1 0 3-3a2.124 2.124 0 0 0 3.004 0a2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0a2 2 0 0 1 0-2.828l2.823-2.762',
  ],
  x: ['M18 6L6 18M6 6l12 12'],
} satisfies Record<string, string[]>;
export type IslandIconName = keyof typeof ISLAND_ICONS;

/** Decorative, at the surrounding text's size and colour: the text beside it says what it means. */
export default function IslandIcon(props: { name: IslandIconName } | { drawing: IconDrawing }) {
  if ('drawing' in props) {
    const { viewBox, body } = props.drawing;
    // The body comes from the icon set at build time, never from a visitor.
    return (
      <svg
        className="icon"
        viewBox={viewBox}
        width="1em"
        height="1em"
        aria-hidden="true"
        focusable="false"
        dangerouslySetInnerHTML={{ __html: body }}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ISLAND_ICONS[props.name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
