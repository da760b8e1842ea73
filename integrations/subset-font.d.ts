// The part of subset-font (harfbuzz's subsetter) the font step uses (integrations/script-fonts.ts); it ships no types.
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt' },
  ): Promise<Uint8Array>;
}
