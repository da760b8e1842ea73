// The pages' module scripts load after the first paint (docs/performance.md "Scripts after the first paint").
// Astro writes one `<script type="module" src>` per component script; Chrome fetches each at High priority, so a
// phone's first paint (and Lighthouse's simulated LCP) waits for all of them although none draws anything. After the
// build, on every page that carries the layout's loader (src/components/shell/ScriptsAfterPaint.astro), each becomes
// an inert data block (`<script type="text/plain" data-after-paint="/_astro/x.js">`) that the loader imports once the
// page has painted. The loader's place in the Content-Security-Policy is scripts/lib/page-script-hashes.ts's.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { AFTER_PAINT_LOADER } from '../../src/components/shell/after-paint-loader.ts';
import { rewriteBuiltPages } from './built-pages.ts';

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/** The page with its module scripts deferred, or as it was when it has none or no loader to run them. */
export function deferModuleScripts(html: string): string {
  if (!html.includes(AFTER_PAINT_LOADER)) return html;
  return html.replace(
    MODULE_SCRIPT,
    (_, url: string) => `<script type="text/plain" data-after-paint="${url}"></script>`,
  );
}

export function scriptsAfterPaintIntegration(): AstroIntegration {
  return {
    name: 'scripts-after-paint',
    hooks: {
      // Form islands hydrate after the same first paint (src/components/shell/after-paint-directive.ts).
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'after-paint',
          entrypoint: fileURLToPath(new URL('../../src/components/shell/after-paint-directive.ts', import.meta.url)),
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const changed = await rewriteBuiltPages(dir, deferModuleScripts);
        logger.info(`module scripts of ${changed} pages load after the first paint`);
      },
    },
  };
}
