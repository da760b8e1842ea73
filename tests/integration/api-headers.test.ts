// Every API answer carries its own security headers (netlify.toml's [[headers]] never reach a function's answer):
// each function, asked with GET and with a POST it refuses, whatever the status.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config, Context } from '@netlify/functions';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { provideDatabase } from '../../src/server/db/database.ts';
import { settleBackgroundWork, testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase({ seed: true });
  provideDatabase(database.db);
});
afterAll(async () => {
  await settleBackgroundWork();
  provideDatabase(undefined);
  await database.drop();
});

interface FunctionModule {
  default: (request: Request, context: Context) => Promise<Response>;
  config: Config;
}

const folder = path.resolve(import.meta.dirname, '../../netlify/functions');
const modules = await Promise.all(
  (await readdir(folder)).map(
    async (file) => [file, (await import(path.join(folder, file))) as FunctionModule] as const,
  ),
);
// Every function with a URL (the scheduled dispatcher has none).
const routed = modules.filter(([, module]) => module.config.path);

const REQUESTS: [string, (url: string) => Request][] = [
  ['GET', (url) => new Request(url)],
  [
    'POST with a body that is not JSON',
    (url) =>
      new Request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
        body: '{not json',
      }),
  ],
];

const CASES = routed.flatMap(([file, module]) => REQUESTS.map(([kind, make]) => [file, kind, module, make] as const));

test('every routed function is covered', () => {
  expect(routed.length).toBeGreaterThanOrEqual(24);
});

test.each(CASES)('%s, %s: the answer carries the API headers', async (_file, _kind, module, make) => {
  const route = String(module.config.path).replace(/:[a-z]+/g, 'missing-key');
  const response = await module.default(make(`http://localhost${route}`), testContext({ ip: '198.51.100.77' }));
  expect(response.status).toBeLessThan(500);
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
  // Only public data the CDN may keep says so; everything else is never stored.
  const cache = response.headers.get('cache-control');
  if (response.headers.has('netlify-cache-tag') || response.headers.get('content-type')?.startsWith('image/')) {
    expect(cache).toMatch(/^public/);
  } else {
    expect(cache).toBe('no-store');
  }
});
