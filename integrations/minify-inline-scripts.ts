// The inline scripts we write ourselves (`is:inline`: the head's script, the after-paint loader) reach the page as
// written, comments and indentation included; Astro minifies only the scripts it bundles. After the build every
// classic inline script is minified with Rolldown's minifier, the one Vite minifies the bundles with: about 250
// bytes of a page's compressed HTML, which kept pages a round trip over (docs/performance.md). Runs after the steps
// that look for the loader's exact text and before each page's script hashes.
import type { AstroIntegration } from 'astro';
import { minifySync } from 'rolldown/utils';
import { rewriteBuiltPages } from './built-pages.ts';

const CLASSIC_INLINE_SCRIPT = /<script>([\s\S]+?)<\/script>/g;

/** The page with each classic inline script minified; a script the minifier cannot read stays as written. */
export function minifyInlineScripts(html: string): string {
  return html.replace(CLASSIC_INLINE_SCRIPT, (script, code: string) => {
    const { code: minified, errors } = minifySync('inline.js', code);
    const safe = errors.length === 0 && !/<\/script|<!--/i.test(minified) && minified.length < code.length;
    return safe ? `<script>${minified.trim()}</script>` : script;
  });
}

export function minifyInlineScriptsIntegration(): AstroIntegration {
  return {
    name: 'minify-inline-scripts',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const changed = await rewriteBuiltPages(dir, minifyInlineScripts);
        logger.info(`inline scripts of ${changed} pages minified`);
      },
    },
  };
}
