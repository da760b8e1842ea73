// The remembered language (docs/i18n.md "Choosing a language"): a visitor who picked Sinhala or Tamil in the
// switcher carries Netlify's `nf_lang` cookie; an English address then sends them to the same page in their
// language. Written after the build as dist/_redirects (Netlify reads it before netlify.toml's rules; the local
// server reads it through the same Netlify emulation), one rule per page that exists in that language, because a
// catch-all rule would also catch the scripts, fonts, images and the API. `Cookie=nf_lang` keeps the rule to
// visitors who chose: Netlify's Language condition alone would also follow the browser's Accept-Language, and a
// choice of English (nf_lang=en) matches no rule, so it sticks.
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { PREFIXED_LOCALES } from '../src/i18n/locales.ts';
import { builtPages } from './built-pages.ts';

/** The site paths of a language's built pages: dist/si/services/index.html -> /services. */
export async function pagesOf(dist: string, locale: string): Promise<string[]> {
  const root = path.join(dist, locale);
  const files = await builtPages(root).catch(() => []);
  return files
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.relative(root, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/')
    .sort();
}

/** One _redirects line per page: `/services /si/services 302! Language=si Cookie=nf_lang`. */
export function languageRedirects(pages: Record<string, string[]>): string {
  return Object.entries(pages)
    .flatMap(([locale, paths]) =>
      paths.map((page) => `${page} /${locale}${page === '/' ? '/' : page} 302! Language=${locale} Cookie=nf_lang`),
    )
    .join('\n');
}

export function languageRedirectsIntegration(): AstroIntegration {
  return {
    name: 'language-redirects',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const pages = Object.fromEntries(
          await Promise.all(PREFIXED_LOCALES.map(async (locale) => [locale, await pagesOf(dist, locale)] as const)),
        );
        const rules = languageRedirects(pages);
        await appendFile(path.join(dist, '_redirects'), `# The language a visitor chose (nf_lang)\n${rules}\n`);
        logger.info(`${rules.split('\n').length} language redirects`);
      },
    },
  };
}
