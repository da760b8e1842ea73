// Every entry module of the browser build names all the modules it needs, not only those it imports itself
// (docs/performance.md). A browser learns of a module's imports only once it has
// fetched and parsed it, so a chain entry -> service-card-model -> translate -> locales cost a phone on Slow 4G one
// round trip per link after the first paint before the page's scripts could run. Rollup adds these imports itself
// (`output.hoistTransitiveImports`); Rolldown, Vite 8's bundler, does not implement that option yet.
//
// The added imports come after the module's own: ES modules run their imports depth-first in the order they are
// written, so a module the chain already ran is not run again and the order of execution does not change. The
// chunks' file names already hash what they import, so the added text changes no name.
import path from 'node:path';
import type { Plugin } from 'vite';

/** A built chunk as far as this step reads it: its file and what it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** Every chunk the chunk reaches through static imports, its own imports first, each once. */
export function transitiveImports(fileName: string, chunks: ReadonlyMap<string, ChunkImports>): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const imported of chunks.get(name)?.imports ?? []) {
      if (seen.has(imported) || imported === fileName) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...seen];
}

/** The import statements to append to an entry: the chunks it reaches but does not import itself. */
export function hoistedImports(fileName: string, chunks: ReadonlyMap<string, ChunkImports>): string {
  const direct = new Set(chunks.get(fileName)?.imports ?? []);
  return transitiveImports(fileName, chunks)
    .filter((imported) => !direct.has(imported))
    .map((imported) => {
      const relative = path.posix.relative(path.posix.dirname(fileName), imported);
      return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`;
    })
    .join('');
}

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkImports>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') chunks.set(output.fileName, output);
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !(output.isEntry || output.isDynamicEntry)) continue;
        const hoisted = hoistedImports(output.fileName, chunks);
        if (hoisted) output.code = `${output.code.replace(/\n?$/, '\n')}${hoisted}\n`;
      }
    },
  };
}
