// Debian's PgBouncer in transaction mode, as Neon's pooled endpoint runs it: each transaction (or statement outside
// one) may get another server connection, so nothing may rely on session state (SET, session advisory locks,
// LISTEN, SQL PREPARE). Started with a temporary ini on a free loopback port for `npm run test:pgbouncer`,
// `test:netlify` and the booking benchmark's pooled mode (BENCH_POOLER=pgbouncer); any database name passes through to the server as the same user.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

export interface PgBouncer {
  /** The server URL through the pooler (path: the database), like TEST_DATABASE_URL. */
  url: string;
  port: number;
  /** Client logins the pooler has taken so far to databases whose name starts with `prefix` (from its log). */
  logins(prefix: string): Promise<number>;
  stop(): Promise<void>;
}

function pgbouncerBinary(): string {
  for (const candidate of ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer']) {
    try {
      execFileSync(candidate, ['--version'], { stdio: 'ignore' });
      return candidate;
    } catch {}
  }
  throw new Error('pgbouncer is not installed (Debian: apt-get install pgbouncer; .ci/run installs it)');
}

/** Starts PgBouncer in front of `server` (a postgres:// URL with trust login) and waits until it answers. */
export async function startPgBouncer(
  server: string,
  options: { defaultPoolSize?: number; maxClients?: number; serverIdleSeconds?: number } = {},
): Promise<PgBouncer> {
  const target = new URL(server);
  const user = decodeURIComponent(target.username || 'postgres');
  const dir = await mkdtemp(path.join(tmpdir(), 'pgbouncer-'));
  const port = await freePort();
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      'auth_type = any',
      `admin_users = ${user}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.defaultPoolSize ?? 20}`,
      `max_client_conn = ${options.maxClients ?? 2000}`,
      // By default server connections to a database a test drops go soon, so that its drop finds no one connected.
      `server_idle_timeout = ${options.serverIdleSeconds ?? 1}`,
      'ignore_startup_parameters = extra_float_digits,options,statement_timeout',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      'log_connections = 1',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root (CI runs as root): it then runs as the postgres user, which owns its files.
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  if (asUser.length > 0) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })));
    await chown(dir, uid as number, gid as number);
    await chown(ini, uid as number, gid as number);
  }
  const child: ChildProcess = spawn(pgbouncerBinary(), [...asUser, ini], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = new URL(server);
  url.host = `127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dir, { recursive: true, force: true });
  };
  // Ready when a query through it answers (polled: a busy machine may take a while to start it).
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`pgbouncer stopped at start (exit ${child.exitCode}): ${stderr.trim()}`);
    }
    const client = new pg.Client({ connectionString: url.toString() });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => {});
      if (waited > 30_000) {
        await stop();
        throw new Error(`pgbouncer did not answer in 30 s: ${error instanceof Error ? error.message : error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const logins = async (prefix: string) => {
    const log = await readFile(path.join(dir, 'pgbouncer.log'), 'utf8').catch(() => '');
    return log.split('\n').filter((line) => line.includes(`login attempt: db=${prefix}`)).length;
  };
  return { url: url.toString(), port, logins, stop };
}
