// @ts-check

import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { defineConfig } from 'astro/config';
import { hoistTransitiveImports } from './integrations/hoist-transitive-imports.ts';
import { languageRedirectsIntegration } from './integrations/language-redirects.ts';
import { minifyInlineScriptsIntegration } from './integrations/minify-inline-scripts.ts';
import { pageScriptHashesIntegration } from './integrations/page-script-hashes.ts';
import { precompressIntegration } from './integrations/precompress.ts';
import { scriptFontsIntegration } from './integrations/script-fonts.ts';
import { scriptsAfterPaintIntegration } from './integrations/scripts-after-paint.ts';
import { tableLabels } from './src/shared/utils/markdown-table-labels.ts';

// The public address of the site: Netlify sets URL at build time; the fallback is the production domain.
const site = process.env.URL ?? 'https://www.helawedakama.lk';

// zod in the browser goes through one module that turns its `new Function` probe off (src/shared/utils/zod-browser.ts);
// the server keeps the plain package.
const zodForBrowser = fileURLToPath(new URL('./src/shared/utils/zod-browser.ts', import.meta.url));
/** @type {import('vite').Plugin} */
const jitlessZodInBrowser = {
  name: 'jitless-zod-in-browser',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: (source, importer) => (source === 'zod' && importer !== zodForBrowser ? zodForBrowser : null),
};

export default defineConfig({
  site,
  output: 'static',
  // Scoped styles as a class (.astro-x), not an attribute ([data-astro-cid-x]): the same specificity, fewer bytes in
  // every page's first round trip (docs/performance.md).
  scopedStyleStrategy: 'class',
  // English at /, Sinhala at /si/, Tamil at /ta/ (docs/i18n.md). Each page is one file under src/pages/[...locale]/
  // whose getStaticPaths (src/i18n/routes.ts) writes it once per language.
  i18n: { locales: ['en', 'si', 'ta'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  trailingSlash: 'ignore',
  // Styles ride in the page: the four stylesheets linked before held the first paint (and the LCP text) back by
  // a round trip each on a phone network.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // A policy table's cells name their column, so a phone can show each row as a card (src/shared/utils/markdown-table-labels.ts).
  markdown: { processor: satteri({ hastPlugins: [tableLabels] }) },
  // Compressed copies of the text files for the local server to send as they are (Netlify's CDN makes its own).
  // The Sinhala and Tamil fonts are cut to the built pages' characters (docs/i18n.md), the pages' module scripts moved
  // after the first paint and their inline scripts minified (docs/performance.md), and the language redirects written
  // before the compressed copies are made.
  integrations: [
    react(),
    scriptFontsIntegration(),
    scriptsAfterPaintIntegration(),
    minifyInlineScriptsIntegration(),
    languageRedirectsIntegration(),
    pageScriptHashesIntegration(),
    precompressIntegration(),
  ],
  // Content-Security-Policy of every page, as a <meta> Astro writes: no 'unsafe-inline' for scripts, so a script
  // injected into a page cannot run. After the build each page's script-src lists the hashes of the inline scripts
  // that page carries, its `is:inline` ones and the after-paint loader included (integrations/page-script-hashes.ts).
  // Styles keep 'unsafe-inline' (style attributes in server-rendered islands; Astro then writes no style hashes).
  // netlify.toml adds what a <meta> policy cannot carry (frame-ancestors) and leaves scripts to this one.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        'frame-src https://player.vimeo.com https://www.youtube-nocookie.com https://www.google.com',
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    // Every page script is a file, none is inlined into the page: a file comes after the first paint and from the
    // cache on the next page, where inline bytes pushed pages past the first round trip of HTML (docs/performance.md
    // "Scripts out of the page"). Images keep Vite's default.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
    // `astro dev` serves netlify/functions under /api/* through Netlify's own emulation, offline.
    // Everything but functions, redirects and headers is off: those features reach for the network.
    plugins: [
      jitlessZodInBrowser,
      // A page's scripts in one round of requests after its entry modules (docs/performance.md).
      hoistTransitiveImports(),
      netlify({
        middleware: true,
        blobs: { enabled: false },
        edgeFunctions: { enabled: false },
        aiGateway: { enabled: false },
        images: { enabled: false },
        geolocation: { enabled: false },
        database: { enabled: false },
        environmentVariables: { enabled: false },
      }),
    ],
  },
});
