// The local server (`npm start`) in front of the functions: what a client can send it must get a clear answer,
// never a 500, and text is compressed at the level a CDN compresses on the fly, or sent as the build compressed it.
// In the e2e layer: the static files are the build's (dist).
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BODY_LIMIT_BYTES, type LocalServer, startLocalServer } from '../../scripts/lib/local-server.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let server: LocalServer;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
  server = await startLocalServer({ port: 0 });
});
afterAll(async () => {
  await server?.close();
  provideDatabase(undefined);
  await database?.drop();
});

/** A raw request: fetch would refuse to send these paths as they are. */
function raw(path: string, options: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const url = new URL(server.url);
    const request = http.request(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

test.each(['/%00', '/%zz', '/foo%00bar', '/api/services%zz', '/api/%00'])(
  'GET %s is a 400, not a 500',
  async (path) => {
    expect((await raw(path)).status).toBe(400);
  },
);

test('a function request body over 6 MB is refused with 413 before it is read', async () => {
  const response = await raw('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(BODY_LIMIT_BYTES + 1) },
  });
  expect(response.status).toBe(413);
  expect(JSON.parse(response.body.toString())).toEqual({ error: 'The request body is too large (at most 6 MB).' });
});

test('a chunked function request body that grows past 6 MB is refused with 413', async () => {
  const response = await raw('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    body: Buffer.alloc(BODY_LIMIT_BYTES + 1024, 0x20),
  });
  expect(response.status).toBe(413);
});

test('a body within the limit reaches the function, which answers it', async () => {
  const response = await raw('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{"name":'),
  });
  expect(response.status).toBe(400);
});

test.each(['br', 'gzip'] as const)(
  'JSON is compressed with %s when the client accepts it, and decompresses to the same answer',
  async (encoding) => {
    const plain = await raw('/api/services');
    const compressed = await raw('/api/services', { headers: { 'accept-encoding': encoding } });
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(compressed.headers['content-encoding']).toBe(encoding);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(decompress[encoding](compressed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  },
);

const decompress = {
  br: (body: Buffer) => zlib.brotliDecompressSync(body),
  gzip: (body: Buffer) => zlib.gunzipSync(body),
};

test('a JSON answer too small to gain from compression is sent as it is', async () => {
  const response = await raw('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
    body: Buffer.from('{"name":'),
  });
  expect(response.body.length).toBeLessThan(1024);
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(Number(response.headers['content-length'])).toBe(response.body.length);
  expect(JSON.parse(response.body.toString())).toHaveProperty('error');
});

test.each([
  ['/', 'dist/index.html', 'br'],
  ['/about', 'dist/about/index.html', 'br'],
  ['/about/', 'dist/about/index.html', 'gzip'],
  ['/sitemap-en.xml', 'dist/sitemap-en.xml', 'gzip'],
] as const)('GET %s sends the build compressed copy of %s when the client takes %s', async (path, file, encoding) => {
  const copy = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
  const response = await raw(path, { headers: { 'accept-encoding': `${encoding}, deflate` } });
  expect(response.status).toBe(200);
  expect(response.headers['content-encoding']).toBe(encoding);
  expect(response.headers.vary).toBe('Accept-Encoding');
  expect(response.body.equals(copy)).toBe(true);
  expect(decompress[encoding](response.body).equals(await readFile(file))).toBe(true);
});

test('a client that takes no compression gets the file itself', async () => {
  const response = await raw('/about', { headers: { 'accept-encoding': 'identity' } });
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body.equals(await readFile('dist/about/index.html'))).toBe(true);
});

test('a page without a file of its own (the not-found page) is compressed on the fly, with its 404', async () => {
  const response = await raw('/no-such-page', { headers: { 'accept-encoding': 'br' } });
  expect(response.status).toBe(404);
  expect(response.headers['content-encoding']).toBe('br');
  expect(decompress.br(response.body).equals(await readFile('dist/404.html'))).toBe(true);
});

test.each(['GET', 'HEAD'])(
  'a hashed build file is cached for a year, as netlify.toml tells Netlify; a page is checked again each time (%s)',
  async (method) => {
    const script = (await readdir('dist/_astro')).find((name) => name.endsWith('.js'));
    const asset = await raw(`/_astro/${script}`, { method, headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const page = await raw('/about', { method });
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  },
);

/** The address of the build's first file in this folder with this ending. */
const firstFile = async (folder: string, ending: string) =>
  `/${folder}/${(await readdir(`dist/${folder}`)).find((name) => name.endsWith(ending))}`;

test.each([
  ['a page', async () => '/about', 'text/html; charset=utf-8'],
  ['a sitemap', async () => '/sitemap-en.xml', 'application/xml'],
  ['a font', () => firstFile('fonts', '.woff2'), 'font/woff2'],
  ['an image', () => firstFile('_astro', '.svg'), 'image/svg+xml'],
  ['a script', () => firstFile('_astro', '.js'), 'text/javascript; charset=utf-8'],
])('%s is sent with the type of its file', async (_, address, type) => {
  const response = await raw(await address());
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe(type);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
});

// A file is served without NetlifyDev unless a forced rule may answer it: the language a visitor chose (nf_lang)
// still sends them from an English page to theirs, and nothing else changes for them.
test.each([
  ['/about', 'nf_lang=si', 302, '/si/about'],
  ['/about', 'theme=dark; nf_lang=ta', 302, '/ta/about'],
  ['/about', 'nf_lang_old=si', 200, undefined],
  ['/about', undefined, 200, undefined],
  ['/si/about', 'nf_lang=si', 200, undefined],
  ['/sitemap-en.xml', 'nf_lang=si', 200, undefined],
])('GET %s with the cookie %s answers %s', async (path, cookie, status, location) => {
  const response = await raw(path, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(status);
  expect(response.headers.location && new URL(response.headers.location, server.url).pathname).toBe(location);
  // A redirect that depends on a cookie is never stored, as Netlify answers it (tests/netlify/smoke.test.ts).
  if (status === 302) expect(response.headers['cache-control']).toBe('no-cache');
});
