// `DATABASE_URL=<a new, empty database> npm start`, as the README suggests: it migrates before anything reads the
// database, answers, and Ctrl+C ends it at once with a clean exit. It is a browser-layer test because it needs the
// current build (`npm run test:e2e` builds first), so the order "migrate, then build" itself is not exercised here,
// only read in scripts/start.ts. It needs a PostgreSQL server (TEST_DATABASE_URL; CI sets it).
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, expect, test } from 'vitest';
import { needsBuild } from '../../scripts/lib/build-if-needed.ts';
import { createPostgresTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase | undefined;
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  await database?.drop();
});

test.runIf(process.env.TEST_DATABASE_URL)(
  'npm start on a new, empty database migrates it, answers, and stops on Ctrl+C',
  async () => {
    // npm start would build against this empty database (no services in the pages) under the browser tests' feet.
    expect(needsBuild(), 'the build is older than the sources: run `npm run build` first').toBe(false);
    database = await createPostgresTestDatabase({ empty: true, poolSize: 1 });
    const started = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, DATABASE_URL: database.url, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let output = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const origin = await new Promise<string>((resolve, reject) => {
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const running = /is running at (http:\/\/\S+)/.exec(output);
        if (running?.[1]) resolve(running[1]);
      });
      started.once('exit', (code) => reject(new Error(`npm start ended (${code}) before serving:\n${output}`)));
    });

    const services = await fetch(`${origin}/api/services`);
    expect(services.status).toBe(200);
    expect(await services.json()).toEqual({ data: expect.any(Array) });

    started.kill('SIGINT');
    const [code] = await once(started, 'exit');
    // 0 is a clean stop: one that still waits on something after 5 s ends with 1 (scripts/start.ts).
    expect(code).toBe(0);
    expect(output).toContain('Stopping...');
  },
);
