// The icons editors may name in content files, apart from the icon set itself (src/shared/utils/icons.ts) so that a schema
// loaded by a function or an island names them without bringing the set along (docs/images.md).

/** The icons editors may name in content files (a closed list, so a typo fails the build naming the field). */
export const ICON_NAMES = [
  'leaf',
  'sprout',
  'flower',
  'scroll-text',
  'stethoscope',
  'recycle',
  'handshake',
  'hand-heart',
  'heart-pulse',
  'message-circle',
  'award',
  'tent',
  'graduation-cap',
  'globe',
  'landmark',
  'users',
  'shield-check',
  'sparkles',
] as const;
export type ContentIconName = (typeof ICON_NAMES)[number];
