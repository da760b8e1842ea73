// Every public page of the build is valid HTML by the Nu HTML Checker (the W3C validator, run locally with the
// machine's Java): no stray tags, no ARIA on elements that cannot carry it, no tabs without a panel. A desktop tool's
// check, in the opt-in `tools` layer (npm run test:tools builds first; CI runs it).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { builtPublicPages, dist } from '../support/built-pages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const vnu = path.join(root, 'node_modules/vnu-jar/build/dist/vnu.jar');

test('the Nu HTML Checker finds no error on any public page', { timeout: 180_000 }, async () => {
  const pages = (await builtPublicPages()).map((file) => path.join(dist, file));
  expect(pages.length).toBeGreaterThan(20);
  const { stderr } = await promisify(execFile)('java', ['-jar', vnu, '--errors-only', '--format', 'gnu', ...pages], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
  expect(stderr.split('\n').filter(Boolean)).toEqual([]);
});
