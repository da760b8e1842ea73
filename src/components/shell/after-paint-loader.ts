// The inline loader of every public page (docs/performance.md). After the build each
// module script Astro wrote is an inert `<script type="text/plain" data-after-paint="/_astro/x.js">`
// (integrations/scripts-after-paint.ts); once the page's first paint is on the screen this runs them in document
// order and sets `<html data-ready>`, which the browser tests wait for. The moment it starts is `<html data-painted>`,
// which the form islands' `client:after-paint` waits for (after-paint-directive.ts). Kept as a string so that the
// page and the build step that looks for it read the same bytes.

/**
 * Fetches every deferred module at once and runs them in the order the page lists them, each as a module script of
 * its own: a module that fails does not stop the others. A script added with `async = false` runs in insertion order,
 * like the page's own module scripts, while the browser fetches all of them and what they import together; the
 * `import()` of each after the previous one had run made every module's imports wait for the modules before it.
 */
export const AFTER_PAINT_LOADER = [
  '(() => {',
  "  const sources = () => [...document.querySelectorAll('script[data-after-paint]')].map((script) => script.dataset.afterPaint);",
  '  const load = (url) =>',
  '    new Promise((done) => {',
  "      const script = Object.assign(document.createElement('script'), { type: 'module', src: url, async: false });",
  "      script.addEventListener('load', done);",
  "      script.addEventListener('error', done);",
  '      document.head.append(script);',
  '    });',
  "  const run = () => Promise.all(sources().map(load)).then(() => document.documentElement.setAttribute('data-ready', ''));",
  // A page opened in a background tab gets no animation frame until it is shown: it loads its modules at once. A
  // visible page that gets no frame for two seconds (an occluded window) does not wait longer either.
  '  let started = false;',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  "    document.documentElement.setAttribute('data-painted', '');",
  '    run();',
  '  };',
  // After the first contentful paint has reached the screen (its entry comes once the frame is presented), not just
  // after the main thread's frame: while a slow raster (Sinhala or Tamil glyphs in a fresh browser) still holds the
  // paint back, the modules would compete with it for the phone's network and CPU. Without paint timing, a frame.
  "  const painted = (list) => list.getEntriesByName('first-contentful-paint').length > 0 && start();",
  "  if (document.visibilityState !== 'visible') start();",
  "  else if (self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))",
  "    new PerformanceObserver(painted).observe({ type: 'paint', buffered: true });",
  '  else requestAnimationFrame(() => setTimeout(start));',
  '  setTimeout(start, 2000);',
  '})();',
].join('\n');
