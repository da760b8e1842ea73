// `DATABASE_URL=<a new, empty database> npm start`, as the README suggests: it migrates before anything reads the
// database (the build renders the services from it), answers, and Ctrl+C ends it at once with a clean exit.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';

const serverUrl = process.env.TEST_DATABASE_URL as string;
const name = `wedakama_start_${randomBytes(5).toString('hex')}`;
let child: ChildProcess | undefined;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await once(child, 'exit');
  }
  await admin(`drop database if exists ${name}`);
});

test('npm start on a new, empty database migrates it, answers, and stops on Ctrl+C', { timeout: 240_000 }, async () => {
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // The build, if the sources changed since the last one, runs too: that is what the generous timeout is for.
  const started = spawn(process.execPath, ['scripts/start.ts'], {
    env: { ...process.env, DATABASE_URL: url.toString(), PORT: '0' },
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
});
