// Sinhala and Tamil fonts (docs/i18n.md "Fonts"): Noto Sans Sinhala and Noto Sans Tamil from their Fontsource
// packages, cut after the build down to the characters the built pages of that language use (a page's Sinhala
// text needs the Sinhala font's glyphs and the conjuncts they form, nothing else), and written under a name with
// the subset's hash (/fonts/* is cached for a year). Pages of that language name the font by a fixed placeholder
// (ScriptFont.astro); this step puts the hashed name in their place. Each font's names cut (weight 400) holds the
// characters of its script found on the pages of the other languages (the language switcher, product names).
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import subsetFont from 'subset-font';
import { namesPlaceholderUrl, placeholderUrl, SCRIPT_FONT_WEIGHTS, SCRIPT_FONTS } from '../src/i18n/script-fonts.ts';
import { builtPages } from './built-pages.ts';

/** Every character of `range` in the pages (sorted, so the same pages give the same subset and the same name). */
export function charactersIn(pages: string[], range: RegExp): string {
  const found = new Set<string>();
  for (const page of pages) for (const [character] of page.matchAll(range)) found.add(character);
  return [...found].sort().join('');
}

/** Writes back each page with the placeholder addresses replaced by the subsets' hashed names. */
async function rename(files: string[], pages: string[], renames: Map<string, string>): Promise<void> {
  await Promise.all(
    files.map(async (file, index) => {
      let page = pages[index] ?? '';
      for (const [from, to] of renames) page = page.replaceAll(from, to);
      if (page !== pages[index]) await writeFile(file, page);
    }),
  );
}

export function scriptFontsIntegration(): AstroIntegration {
  const require = createRequire(import.meta.url);
  return {
    name: 'script-fonts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        await mkdir(path.join(dist, 'fonts'), { recursive: true });
        /** Fontsource's `family` font of `script` and `weight` cut to `text`, written as /fonts/{name}-{hash}.woff2. */
        const cut = async (family: string, script: string, weight: number, text: string, name: string) => {
          const source = require.resolve(`@fontsource/${family}/files/${family}-${script}-${weight}-normal.woff2`);
          const subset = await subsetFont(await readFile(source), text, { targetFormat: 'woff2' });
          const address = `/fonts/${name}-${createHash('sha256').update(subset).digest('hex').slice(0, 10)}.woff2`;
          await writeFile(path.join(dist, address), subset);
          return address;
        };
        for (const { locale, family, subset: script, characters } of SCRIPT_FONTS) {
          const files = await builtPages(path.join(dist, locale)).catch(() => []);
          const pages = await Promise.all(files.map((file) => readFile(file, 'utf8')));
          const text = charactersIn(pages, characters);
          const renames = new Map<string, string>();
          for (const weight of SCRIPT_FONT_WEIGHTS) {
            const name = await cut(family, script, weight, text, `${family}-${weight}`);
            renames.set(placeholderUrl(family, weight), name);
            logger.info(`${name}: ${text.length} characters`);
          }
          await rename(files, pages, renames);
        }
        const everyFile = await builtPages(dist);
        const every = await Promise.all(everyFile.map((file) => readFile(file, 'utf8')));
        const renames = new Map<string, string>();
        for (const { locale, family, subset: script, characters } of SCRIPT_FONTS) {
          const own = path.join(dist, locale) + path.sep;
          const text = charactersIn(
            every.filter((_page, index) => !everyFile[index]?.startsWith(own)),
            characters,
          );
          const name = await cut(family, script, 400, text, `${family}-names`);
          renames.set(namesPlaceholderUrl(family), name);
          logger.info(`${name}: ${text.length} characters for other languages' pages`);
        }
        await rename(everyFile, every, renames);
      },
    },
  };
}
