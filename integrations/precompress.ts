// Brotli (quality 11) and gzip (level 9) copies of the built text files, made once at build time, for the local
// server to send as they are (`file.br`, `file.gz` beside `file`) instead of compressing each answer again. Netlify's
// CDN compresses on its own, so a build on Netlify makes none (they would only be uploaded for nothing).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';

/** Text worth compressing; images and woff2 fonts are compressed already. */
export const PRECOMPRESSED_FILE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;

/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function compressFile(full: string): Promise<boolean> {
  const content = await readFile(full);
  // A copy left by an earlier build of a file that is now too small to compress would be served instead of it.
  const dropCopies = () => Promise.all([rm(`${full}.br`, { force: true }), rm(`${full}.gz`, { force: true })]);
  if (content.length < MIN_BYTES) {
    await dropCopies();
    return false;
  }
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length >= content.length) {
    await dropCopies();
    return false;
  }
  await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
  return true;
}

/** Writes `.br` and `.gz` beside every text file of `dir` they make smaller; returns how many files got them. */
export async function precompress(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => PRECOMPRESSED_FILE.test(file));
  let compressed = 0;
  let next = 0;
  // zlib's asynchronous calls run on libuv's threads (4): keep that many files in work at once.
  const work = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      if (await compressFile(path.join(dir, file))) compressed++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, work));
  return compressed;
}

export function precompressIntegration(): AstroIntegration {
  return {
    name: 'precompress',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (process.env.NETLIFY) return;
        const started = performance.now();
        const count = await precompress(dir.pathname);
        logger.info(`${count} files compressed (.br, .gz) in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
