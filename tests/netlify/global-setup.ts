// npm run test:netlify: the site built and served by Netlify's own CLI, offline (`netlify serve --offline`: the
// production context's build command with its migration, Netlify's function bundler and runtime, its header and
// redirect engine), on a fresh database reached as production reaches Neon (docs/deploy.md): the functions through
// Neon's driver over a WebSocket to the pooled endpoint (here PgBouncer in transaction mode), the migration on the
// direct URL. Then the deploy guide's later steps: the first admin (npm run admin:create), the clinic's data (the
// demo seed stands in for what staff enter), and the suite's flows (tests/netlify/smoke.test.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/lib/free-port.ts';
import { startPgBouncer } from '../../scripts/lib/pgbouncer.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { seedDemoData } from '../../src/server/demo/seed.ts';
import { startWebSocketProxy } from '../support/neon-ws-proxy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    netlifyUrl: string;
    netlifyDatabaseUrl: string;
    netlifyAdmin: { email: string; password: string };
  }
}

const LOG = path.join('test-results', 'netlify-serve.log');

async function admin(server: string, statement: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs a command to its end with `env`, its output appended to the log; rejects on a non-zero exit. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${code}:\n${output}`)),
    );
  });
}

/** Ends the CLI and every process it started (its build, its function workers): it leads a process group. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
  if (!stopped) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
}

/** Polls `url` until it answers (any status), while the CLI builds; fails when the CLI stops or after `ms`. */
async function untilServing(url: string, child: ChildProcess, ms: number): Promise<void> {
  for (const started = Date.now(); Date.now() - started < ms; ) {
    if (child.exitCode !== null) throw new Error(`netlify serve stopped (exit ${child.exitCode}): see ${LOG}`);
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`netlify serve did not answer within ${ms / 1000} s: see ${LOG}`);
}

export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set (a PostgreSQL server with trust login)');
  const name = `wedakama_netlify_${randomBytes(5).toString('hex')}`;
  await admin(server, `create database ${name}`);
  const pooler = await startPgBouncer(server);
  const proxy = await startWebSocketProxy();
  const direct = new URL(server);
  direct.pathname = `/${name}`;
  const pooled = new URL(pooler.url);
  pooled.pathname = `/${name}`;
  const [port, functionsPort, staticPort] = [await freePort(), await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // The two URLs of docs/deploy.md: pooled for the functions (and the build's read of the services), direct for
    // the migration the production build command runs first.
    DATABASE_URL: pooled.toString(),
    DATABASE_URL_UNPOOLED: direct.toString(),
    DATABASE_DRIVER: 'neon',
    NEON_WS_PROXY: proxy.address,
    // PgBouncer 1.18 keeps no prepared statement across server connections (tests/support/pgbouncer.ts).
    DATABASE_PREPARE: 'off',
    BROWSER: 'none',
    NETLIFY_TELEMETRY_DISABLED: '1',
  };
  await mkdir('test-results', { recursive: true });
  const log = createWriteStream(LOG);
  const cli = spawn(
    path.resolve('node_modules/.bin/netlify'),
    [
      'serve',
      '--offline',
      '--context',
      'production',
      '--port',
      String(port),
      '--functions-port',
      String(functionsPort),
      '--staticServerPort',
      String(staticPort),
      // The site has no edge functions; their runtime (Deno) would be fetched from the internet.
      '--internal-disable-edge-functions',
    ],
    { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  cli.stdout?.pipe(log);
  cli.stderr?.pipe(log);
  const teardown = async () => {
    await stopGroup(cli);
    log.end();
    await proxy.close();
    await pooler.stop();
    await admin(server, `drop database if exists ${name} with (force)`);
  };
  try {
    // The build (Astro, then Netlify's bundling of every function) takes minutes on a busy machine.
    await untilServing(`${url}/robots.txt`, cli, 900_000);
    const db = createPooledDatabase(direct.toString(), 2);
    try {
      await seedDemoData(db);
    } finally {
      await db.destroy();
    }
    const staff = { email: 'first-admin@example.lk', password: `Smoke-${randomBytes(9).toString('base64url')}` };
    // As the deploy guide has it: on the direct URL, from a machine with the repository.
    const { DATABASE_DRIVER: _neon, ...direct_env } = env;
    await run(
      process.execPath,
      ['scripts/admin-create.ts', '--email', staff.email, '--name', 'First Admin', '--role', 'admin'],
      { ...direct_env, DATABASE_URL: direct.toString(), ADMIN_PASSWORD: staff.password },
    );
    project.provide('netlifyUrl', url);
    project.provide('netlifyDatabaseUrl', direct.toString());
    project.provide('netlifyAdmin', staff);
  } catch (error) {
    await teardown();
    throw error;
  }
  return async () => {
    await teardown();
    // Proof that the functions reached the database through Neon's driver, as they do on Netlify.
    if (proxy.opened() === 0) throw new Error("No function reached the database through Neon's driver");
  };
}
