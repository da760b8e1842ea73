// The pages' module scripts load after the first paint (docs/performance.md "Scripts after the first paint").
// Astro writes one `<script type="module" src>` per component script; Chrome fetches each at High priority, so a
// phone's first paint (and Lighthouse's simulated LCP) waits for all of them although none draws anything. After the
// build each becomes an inert data block (`<script type="text/plain" data-after-paint="/_astro/x.js">`) and one small
// inline loader imports them, in document order, once the page has painted. The loader's hash joins the page's
// Content-Security-Policy; the modules it imports are `'self'`. When every module has run, `<html data-ready>` is
// set: the browser tests wait for it before they touch a page.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AstroIntegration } from 'astro';

/** Fetches every deferred module at once, then runs them one after another in the order the page lists them. */
export const AFTER_PAINT_LOADER = [
  '(() => {',
  "  const sources = () => [...document.querySelectorAll('script[data-after-paint]')].map((script) => script.dataset.afterPaint);",
  '  const run = () => {',
  '    const urls = sources();',
  "    for (const url of urls) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url }));",
  '    urls',
  '      .reduce((previous, url) => previous.then(() => import(url)).catch((error) => console.error(error)), Promise.resolve())',
  "      .then(() => document.documentElement.setAttribute('data-ready', ''));",
  '  };',
  // A page opened in a background tab gets no animation frame until it is shown: it loads its modules at once. A
  // visible page that gets no frame for two seconds (an occluded window) does not wait longer either.
  '  let started = false;',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  '    setTimeout(run);',
  '  };',
  "  if (document.visibilityState === 'visible') requestAnimationFrame(start);",
  "  setTimeout(start, document.visibilityState === 'visible' ? 2000 : 0);",
  '})();',
].join('\n');

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;
const SCRIPT_SOURCES = /(http-equiv="content-security-policy" content="[^"]*?script-src 'self')/;

const loaderHash = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

/** The page with its module scripts deferred, or as it was when it has none (or no policy to admit the loader). */
export function deferModuleScripts(html: string): string {
  if (!html.includes('<script type="module" src=') || !SCRIPT_SOURCES.test(html)) return html;
  return html
    .replace(MODULE_SCRIPT, (_, url: string) => `<script type="text/plain" data-after-paint="${url}"></script>`)
    .replace(SCRIPT_SOURCES, (sources: string) => `${sources} ${loaderHash}`)
    .replace('</body>', () => `<script>${AFTER_PAINT_LOADER}</script></body>`);
}

export function scriptsAfterPaintIntegration(): AstroIntegration {
  return {
    name: 'scripts-after-paint',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = dir.pathname;
        const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        let changed = 0;
        for (const page of pages) {
          const file = path.join(root, page);
          const html = await readFile(file, 'utf8');
          const deferred = deferModuleScripts(html);
          if (deferred === html) continue;
          await writeFile(file, deferred);
          changed++;
        }
        logger.info(`module scripts of ${changed} pages load after the first paint`);
      },
    },
  };
}
