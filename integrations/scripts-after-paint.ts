// The pages' module scripts load after the first paint (docs/performance.md).
// Astro writes one `<script type="module" src>` per component script; Chrome fetches each at High priority, so a
// phone's first paint (and Lighthouse's simulated LCP) waits for all of them although none draws anything. After the
// build, on every page that carries the layout's loader (src/components/shell/ScriptsAfterPaint.astro), each becomes
// an inert data block (`<script type="text/plain" data-after-paint="/_astro/x.js">`) that the loader imports once the
// page has painted. The loader's place in the Content-Security-Policy is integrations/page-script-hashes.ts's.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';
import { AFTER_PAINT_LOADER } from '../src/components/shell/after-paint-loader.ts';
import { rewriteBuiltPages, SCRIPT_ELEMENT } from './built-pages.ts';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const LOADER = `<script>${AFTER_PAINT_LOADER}</script>`;

/** The page with its module scripts deferred, or as it was when it has none or no loader to run them. */
export function deferModuleScripts(html: string): string {
  if (!html.includes(AFTER_PAINT_LOADER)) return html;
  return html.replace(
    MODULE_SCRIPT,
    (_, url: string) => `<script type="text/plain" data-after-paint="${url}"></script>`,
  );
}

/** Where the islands' runtime is written, named by its content like the rest of `/_astro/`. */
export const ISLAND_RUNTIME_URL = `/_astro/astro-island.${createHash('sha256').update(islandRuntime).digest('hex').slice(0, 8)}.js`;

/**
 * The page with Astro's inline islands runtime (4.4 KB, 1.4 KB compressed, in every page with an island) replaced by
 * a module script of the same code at {@link ISLAND_RUNTIME_URL}, which deferModuleScripts then defers: the islands
 * hydrate after the first paint anyway, and a file is cached from one page to the next where inline bytes pushed pages
 * past the first round trip of HTML (docs/performance.md).
 */
export function islandRuntimeAsFile(html: string): string {
  if (!html.includes(AFTER_PAINT_LOADER)) return html;
  return html.replace(
    `<script>${islandRuntime}</script>`,
    `<script type="module" src="${ISLAND_RUNTIME_URL}"></script>`,
  );
}

/**
 * The page with every script above its main content moved, in its order, to just before the loader
 * (docs/performance.md). Chromium hands a half-parsed page to the renderer after a script, so a script
 * above the content split the first screen into frames (the notice alone, then the header and the hero), and each
 * frame is one more layout a phone does before its largest paint. None of them draws that screen: module scripts run
 * after parsing wherever they stand, and the data blocks wait for the loader. The scripts inside `<main>` and after it
 * stay where they are: the home page's sections are `content-visibility: auto` where they follow one another
 * (src/pages/[...locale]/index.astro), and a script between two of them is part of what that rule sees.
 * Structured data (`application/ld+json`) and the JSON a script reads stay where they are.
 */
export function bodyScriptsLast(html: string): string {
  const body = html.indexOf('<body');
  const main = html.indexOf('<main', body);
  const loader = html.lastIndexOf(LOADER);
  if (body < 0 || main < 0 || loader < main) return html;
  const moved: string[] = [];
  const aboveMain = html.slice(body, main).replace(SCRIPT_ELEMENT, (script, attributes = '') => {
    if (/\stype="application\/(ld\+)?json"/.test(attributes)) return script;
    moved.push(script);
    return '';
  });
  return `${html.slice(0, body)}${aboveMain}${html.slice(main, loader)}${moved.join('')}${html.slice(loader)}`;
}

export function scriptsAfterPaintIntegration(): AstroIntegration {
  return {
    name: 'scripts-after-paint',
    hooks: {
      // Form islands hydrate after the same first paint (src/components/shell/after-paint-directive.ts).
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(new URL('../src/components/shell/after-paint-directive.ts', import.meta.url)),
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        await writeFile(new URL(`.${ISLAND_RUNTIME_URL}`, dir), islandRuntime);
        const changed = await rewriteBuiltPages(dir, (html) =>
          bodyScriptsLast(deferModuleScripts(islandRuntimeAsFile(html))),
        );
        logger.info(`module scripts of ${changed} pages load after the first paint`);
      },
    },
  };
}
