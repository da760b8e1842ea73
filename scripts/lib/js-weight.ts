// How much JavaScript a built page makes a phone download, gzip-compressed as the CDN sends it: read from the page's
// HTML in dist and the static imports of each module (docs/performance.md).
//
// - on load: the page's module scripts (those the page loads after its first paint too), its inline scripts and
//   the islands that hydrate at once (`client:load`), each with everything it imports statically;
// - on hydrate: the same plus the islands that wait (`client:idle`, `client:visible`, ...), as a visitor who
//   scrolls the whole page downloads them.
// A module counts once however many importers it has; dynamic `import()`s are left out (they load on demand).
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** gzip bytes of JavaScript the page runs on load. */
  onLoad: number;
  /** gzip bytes once every island of the page has hydrated. */
  onHydrate: number;
  /** The modules counted on hydrate, biggest first, for finding what to cut. */
  modules: { file: string; gzip: number }[];
  /**
   * Rounds of requests before a browser has asked for every module counted on hydrate: it learns of a module's
   * imports only once it has that module, so each link of an import chain is one more round trip on a phone
   * (integrations/hoist-transitive-imports.ts).
   */
  rounds: number;
}

const gzipSize = (text: string | Buffer) => gzipSync(text).length;

/** The static imports of a built module (`import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  for (const [, specifier] of source.matchAll(
    /(?:\bimport|\bexport)\s*(?:[\w*${},\s]*?\s*from\s*)?["']([^"']+)["']/g,
  )) {
    if (specifier) found.push(specifier);
  }
  return found;
}

/** The page's HTML file for a path ('/', '/volunteer'), as a static host serves it. */
export function pageFile(dist: string, pagePath: string): string {
  const clean = pagePath.replace(/^\/|\/$/g, '');
  return clean === '' ? path.join(dist, 'index.html') : path.join(dist, clean, 'index.html');
}

/** Every public page of the build as its path ('/', '/si/volunteer'): the admin portal is not a public page. */
export function publicPages(dist: string): string[] {
  return globSync('**/index.html', { cwd: dist })
    .filter((file) => !file.startsWith('admin'))
    .map((file) => `/${path.posix.dirname(file)}`.replace(/\/\.$/, '/'));
}

export function pageWeight(dist: string, pagePath: string): PageWeight {
  const html = readFileSync(pageFile(dist, pagePath), 'utf8');
  const sizes = new Map<string, number>();
  const imports = new Map<string, string[]>();
  const roots = new Set<string>();

  const importsOf = (url: string) => {
    let found = imports.get(url);
    if (!found) {
      const source = readFileSync(path.join(dist, url), 'utf8');
      sizes.set(url, gzipSize(source));
      found = staticImports(source)
        .filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/'))
        .map((specifier) => path.posix.resolve(path.posix.dirname(url), specifier));
      imports.set(url, found);
    }
    return found;
  };
  const visit = (url: string, into: Set<string>, root = true) => {
    if (root) roots.add(url);
    if (into.has(url)) return;
    into.add(url);
    for (const imported of importsOf(url)) visit(imported, into, false);
  };

  const onLoad = new Set<string>();
  const onHydrate = new Set<string>();
  let inline = 0;
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const src = /\b(?:src|data-after-paint)="([^"]+)"/.exec(attributes)?.[1];
    if (src) {
      visit(src, onLoad);
      continue;
    }
    inline += gzipSize(body);
    for (const specifier of staticImports(body)) if (specifier.startsWith('/')) visit(specifier, onLoad);
  }
  for (const [, attributes = ''] of html.matchAll(/<astro-island\b([^>]*)>/g)) {
    const urls = ['component-url', 'renderer-url']
      .map((name) => new RegExp(`\\b${name}="([^"]+)"`).exec(attributes)?.[1])
      .filter((url): url is string => url !== undefined);
    const eager = /\bclient="load"/.test(attributes);
    for (const url of urls) {
      if (eager) visit(url, onLoad);
      visit(url, onHydrate);
    }
  }
  for (const url of onLoad) onHydrate.add(url);

  // Breadth first from what the page names itself: the first round asks for those, each next one for what the
  // modules of the round before import and nothing has asked for yet.
  let rounds = 0;
  const asked = new Set<string>();
  for (let round = [...roots]; round.length > 0; rounds++) {
    for (const url of round) asked.add(url);
    round = [...new Set(round.flatMap(importsOf))].filter((url) => !asked.has(url));
  }

  const total = (urls: Set<string>) => [...urls].reduce((sum, url) => sum + (sizes.get(url) ?? 0), inline);
  return {
    onLoad: total(onLoad),
    onHydrate: total(onHydrate),
    modules: [...onHydrate].map((file) => ({ file, gzip: sizes.get(file) ?? 0 })).sort((a, b) => b.gzip - a.gzip),
    rounds,
  };
}
