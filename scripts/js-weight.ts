// Prints the gzip JavaScript each public page of dist loads on load and once every island has hydrated, and the
// rounds of requests its modules take (`npm run build` first): node scripts/js-weight.ts [path ...]; DIST=<folder>
// reads another build, to compare two.
import path from 'node:path';
import { pageWeight, publicPages } from './lib/js-weight.ts';

const dist = path.resolve(process.env.DIST ?? path.join(import.meta.dirname, '../dist'));
const paths = process.argv.length > 2 ? process.argv.slice(2) : publicPages(dist);

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
console.log('on load KB  on hydrate KB  rounds  page');
for (const page of paths.sort()) {
  const { onLoad, onHydrate, modules, rounds } = pageWeight(dist, page);
  console.log(`${kb(onLoad)}      ${kb(onHydrate)}  ${String(rounds).padStart(6)}  ${page}`);
  if (process.argv.length > 2) for (const { file, gzip } of modules) console.log(`        ${kb(gzip)}  ${file}`);
}
