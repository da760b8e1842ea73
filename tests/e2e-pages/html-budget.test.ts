// A page whose first response, headers and compressed HTML together, fits the 14,600 bytes a phone's fresh connection
// receives in its first round trip is on the screen a whole round trip earlier (docs/performance.md). These pages
// fit, as `npm start` sends them; a change that pushes one
// over costs it that round trip and fails here, whatever the machine's speed.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { ISLAND_RUNTIME_URL } from '../../integrations/scripts-after-paint.ts';
import { publicPages } from '../../scripts/lib/js-weight.ts';

const baseUrl = inject('baseUrl');
const FIRST_ROUND_TRIP_BYTES = 14_600;

/** Every byte of the answer as it crosses the wire: status line, headers and the brotli body. */
function responseBytes(path: string): Promise<{ status: number; bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseUrl), { headers: { 'accept-encoding': 'br' } }, (response) => {
        let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          bytes += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
        }
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, bytes, encoding: response.headers['content-encoding'] }),
        );
      })
      .on('error', reject);
  });
}

test.each([
  '/about',
  '/services',
  '/faq',
  '/terms',
  '/privacy',
  '/cookies',
  '/blog',
  '/product/1',
  '/si/terms',
  '/ta/terms',
  '/no-such-page',
])('%s arrives in the first round trip', async (path) => {
  const { status, bytes, encoding } = await responseBytes(path);
  expect(status).toBe(path === '/no-such-page' ? 404 : 200);
  expect(encoding).toBe('br');
  expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
});

// The islands' runtime and the components' scripts are files, loaded after the paint (docs/performance.md): no public
// page carries them inline.
test('no public page carries a bundled script or the islands runtime inline', () => {
  const dist = path.resolve(import.meta.dirname, '../../dist');
  for (const page of publicPages(dist)) {
    const html = readFileSync(path.join(dist, page, 'index.html'), 'utf8');
    expect(html, page).not.toContain('<script type="module">');
    expect(html, page).not.toContain('customElements.define("astro-island"');
    if (html.includes('<astro-island')) expect(html, page).toContain(`data-after-paint="${ISLAND_RUNTIME_URL}"`);
  }
});
