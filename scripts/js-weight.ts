// Prints the gzip JavaScript each public page of dist loads on load and once every island has hydrated
// (`npm run build` first): node scripts/js-weight.ts [path ...]
import { globSync } from 'node:fs';
import path from 'node:path';
import { pageWeight } from './lib/js-weight.ts';

const dist = path.resolve(import.meta.dirname, '../dist');
const paths =
  process.argv.length > 2
    ? process.argv.slice(2)
    : globSync('**/index.html', { cwd: dist })
        .filter((file) => !file.startsWith('admin'))
        .map((file) => `/${path.posix.dirname(file)}`.replace(/\/\.$/, '/'));

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
console.log('on load KB  on hydrate KB  page');
for (const page of paths.sort()) {
  const { onLoad, onHydrate, modules } = pageWeight(dist, page);
  console.log(`${kb(onLoad)}      ${kb(onHydrate)}        ${page}`);
  if (process.argv.length > 2) for (const { file, gzip } of modules) console.log(`        ${kb(gzip)}  ${file}`);
}
