// @ts-check
import react from '@astrojs/react';
import netlify from '@netlify/vite-plugin';
import { defineConfig } from 'astro/config';

// The public address of the site: Netlify sets URL at build time; the fallback is the production domain.
const site = process.env.URL ?? 'https://www.helawedakama.lk';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  // Styles ride in the page: the four stylesheets linked before held the first paint (and the LCP text) back by
  // a round trip each on a phone network.
  build: { format: 'directory', inlineStylesheets: 'always' },
  integrations: [react()],
  vite: {
    // `astro dev` serves netlify/functions under /api/* through Netlify's own emulation, offline.
    // Everything but functions, redirects and headers is off: those features reach for the network.
    plugins: [
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
