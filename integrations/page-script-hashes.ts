// Each page's Content-Security-Policy allows the inline scripts of that page and no others (docs/performance.md
// "Each page's own script hashes"). Astro writes the same `script-src` into every page: the hashes of every inline
// script of the whole site, of every client directive, of every bundled file (which `'self'` allows anyway) and of
// the islands' development script. They do not compress, and they pushed pages over the first 14.6 KB a phone
// receives in one round trip. After the build, each page's list is recomputed from the scripts it carries, so a
// script the page does not have cannot run in it either.
import { createHash } from 'node:crypto';
import type { AstroIntegration } from 'astro';
import { rewriteBuiltPages, SCRIPT_ELEMENT } from './built-pages.ts';

const POLICY_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
/** Types a browser runs; data blocks (`application/ld+json`, the after-paint `text/plain`) are not scripts to it. */
const RUNNABLE_TYPE = /^(module|text\/javascript|application\/javascript)$/i;

function isRunnableInline(attributes: string): boolean {
  if (/\ssrc=/.test(attributes)) return false;
  const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
  return type === undefined || RUNNABLE_TYPE.test(type);
}

const hashOf = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The page with its policy's script hashes cut to the inline scripts it runs; as it was when it has no policy. */
export function ownScriptHashes(html: string): string {
  const policy = POLICY_META.exec(html);
  if (!policy) return html;
  const hashes = [
    ...new Set(
      [...html.matchAll(SCRIPT_ELEMENT)]
        .filter(([, attributes = '']) => isRunnableInline(attributes))
        .map(([, , body = '']) => hashOf(body)),
    ),
  ];
  const directives = (policy[2] ?? '').split(';').map((directive) => {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name !== 'script-src') return directive;
    return ` ${[name, ...sources.filter((source) => !source.startsWith("'sha"))].join(' ')} ${hashes.join(' ')}`.trimEnd();
  });
  return html.replace(POLICY_META, (_, open: string, __, close: string) => `${open}${directives.join(';')}${close}`);
}

export function pageScriptHashesIntegration(): AstroIntegration {
  return {
    name: 'page-script-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const changed = await rewriteBuiltPages(dir, ownScriptHashes);
        logger.info(`${changed} pages allow only their own inline scripts`);
      },
    },
  };
}
