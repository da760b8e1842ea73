// `client:after-paint`: a form island hydrates once the page's first paint is on the screen and the browser is idle
// (docs/performance.md). Astro's `client:idle` waits only for an idle moment, and a fresh browser
// has one before its first frame is presented (while it rasters Sinhala or Tamil glyphs): the island's React was then
// fetched before the paint and held it back by a round trip. The moment is the after-paint loader's
// (after-paint-loader.ts), which marks `<html data-painted>`; registered by integrations/scripts-after-paint.ts.
import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:after-paint'?: boolean;
  }
}

/** A page without the loader (it never is one of the site's) does not keep its island dead: it hydrates after 3 s. */
const LATEST_MS = 3000;

const afterPaint: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const whenIdle = () => {
    if (started) return;
    started = true;
    if ('requestIdleCallback' in window) window.requestIdleCallback(hydrate);
    else setTimeout(hydrate, 200);
  };
  const root = document.documentElement;
  if (root.hasAttribute('data-painted')) return whenIdle();
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-painted')) return;
    observer.disconnect();
    whenIdle();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-painted'] });
  setTimeout(whenIdle, LATEST_MS);
};

export default afterPaint;
