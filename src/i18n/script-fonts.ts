// The Sinhala and Tamil fonts (docs/i18n.md "Fonts"), shared by the pages that name them (ScriptFont.astro) and the
// build step that cuts them to the characters those pages use (integrations/script-fonts.ts).

/**
 * Each script font: the language whose pages use it, its Fontsource package, the name it has where the system has
 * it installed (Android phones ship both: they use theirs and download nothing), and the characters it is for.
 */
export const SCRIPT_FONTS = [
  {
    locale: 'si',
    family: 'noto-sans-sinhala',
    installedName: 'Noto Sans Sinhala',
    /** The platforms' own fonts of the script, tried after Noto: Windows (Iskoola Pota, Nirmala UI), Apple. */
    systemNames: ['Iskoola Pota', 'Nirmala UI', 'Sinhala Sangam MN'],
    subset: 'sinhala',
    characters: /[\u0D80-\u0DFF\u0964\u0965\u200C\u200D]/gu,
    unicodeRange: 'U+0D80-0DFF, U+0964-0965, U+200C-200D',
    namesFamily: 'HW Sinhala Names',
  },
  {
    locale: 'ta',
    family: 'noto-sans-tamil',
    installedName: 'Noto Sans Tamil',
    /** The platforms' own fonts of the script, tried after Noto: Windows (Latha, Nirmala UI), Apple. */
    systemNames: ['Latha', 'Nirmala UI', 'Tamil Sangam MN'],
    subset: 'tamil',
    characters: /[\u0B80-\u0BFF\u200C\u200D]/gu,
    unicodeRange: 'U+0B80-0BFF, U+200C-200D',
    namesFamily: 'HW Tamil Names',
  },
] as const;

/** The family a page in `locale` draws its script in (`HW noto sans sinhala`); none for English. */
export function pageFontFamily(locale: string): string | undefined {
  const font = SCRIPT_FONTS.find((candidate) => candidate.locale === locale);
  return font && `HW ${font.family.replace(/-/g, ' ')}`;
}

/** The weights the site uses (600 falls to 700: the browser takes the nearest heavier one), with their style names. */
export const SCRIPT_FONT_WEIGHTS = [400, 700] as const;
export const WEIGHT_NAMES = { 400: 'Regular', 700: 'Bold' } as const;

/**
 * The `local()` sources of a script font's weight, before its subset: Noto by full and PostScript name, then the
 * platforms' own fonts (full names; a bold is 'Latha Bold'). A system with any of them draws the page at once in it
 * and downloads nothing, so nothing swaps and nothing moves (docs/i18n.md "Fonts").
 */
export function localSources(font: (typeof SCRIPT_FONTS)[number], weight: (typeof SCRIPT_FONT_WEIGHTS)[number]) {
  const style = WEIGHT_NAMES[weight];
  return [
    `${font.installedName} ${style}`,
    `${font.installedName.replace(/ /g, '')}-${style}`,
    ...font.systemNames.map((name) => (weight === 400 ? name : `${name} ${style}`)),
  ]
    .map((name) => `local('${name}')`)
    .join(',');
}

/** The address a page writes before the build names the subset: /fonts/noto-sans-sinhala-400.woff2. */
export const placeholderUrl = (family: string, weight: number) => `/fonts/${family}-${weight}.woff2`;

/** The address of a script's names font before the build names its subset: /fonts/noto-sans-sinhala-names.woff2. */
export const namesPlaceholderUrl = (family: string) => `/fonts/${family}-names.woff2`;
