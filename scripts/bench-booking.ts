// npm run bench:booking: bookings over HTTP against the local server on a real PostgreSQL. First 50 bookings one
// at a time (latency without queueing, on a server that has just started), then a warm-up of concurrent bookings
// that is not measured, then N measured concurrent ones over BENCH_SLOTS slots (by default one free slot per
// request: uncontended; set it lower, e.g. 40, to make requests compete for places). Prints bookings per second,
// latency percentiles, overbookings (must be 0), how fast the dispatcher delivered every message the measured
// bookings queued, then pgbench's TPS for a single-row update on the same server, and last the ratio of the two
// (budget and where the time goes: docs/booking-speed.md).
//
//   BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): the server on which
//   a fresh database is created, seeded and dropped afterwards.
//   BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 50), BENCH_SLOTS (default BENCH_REQUESTS).
//   BENCH_POOLER=pgbouncer: as the functions run on Netlify against Neon's pooled endpoint. A PgBouncer in
//   transaction mode (Debian's, started on a free port) stands between the server and PostgreSQL, and every request
//   opens its own connection through it and closes it after its answer, as one function instance does
//   (connect(), FUNCTION_POOL_SIZE); pgbench runs through the same PgBouncer, so the ratio compares like with like
//   (docs/scale.md).
//   BENCH_WARMUP (default 1500): concurrent bookings on slots of their own before the measured ones, whose messages
//   are delivered before the measurement starts. pgbench is a compiled program measured over 10 s; the server is
//   JavaScript, whose hot paths V8 compiles only after they have run many times: measured cold, about half of a
//   booking's server CPU in a short run is the interpreter's and the compilers' (docs/booking-speed.md, seventeenth
//   round). BENCH_WARMUP=0 measures a server that has served only the 50 serial bookings.
//
// The server runs in this process (profile it with `node --cpu-prof`); the requests come from a child process
// (scripts/lib/bench-load.ts), so making them does not take the server's CPU. They come from one address with
// one phone number: far past the booking limits that stop a script (src/server/booking/booking-limits.ts), so the
// server runs with BOOKING_LIMITS=off (the limits' own cost, a few upserts, is measured by the tests, not here).
// The load average is printed beside the figures: on a shared machine they mean little without it.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { createPooledDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemoData } from '../src/server/demo/seed.ts';
import { colomboToday } from '../src/shared/utils/colombo-time.ts';
import type { LoadPlan, LoadResult } from './lib/bench-load.ts';
import { type PgBouncer, startPgBouncer } from './lib/pgbouncer.ts';
import { serveProduct } from './lib/serve-product.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const pooler = process.env.BENCH_POOLER;
if (pooler !== undefined && pooler !== 'pgbouncer') throw new Error('BENCH_POOLER takes only "pgbouncer"');
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const warmup = Number(process.env.BENCH_WARMUP ?? 1500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const slotCount = Number(process.env.BENCH_SLOTS ?? requests);
process.env.BOOKING_LIMITS = 'off';
const SERIAL = 50;
// Each phase books slots of its own: the serial bookings, the warm-up, then the measured ones.
const slotsNeeded = SERIAL + warmup + slotCount;
// pgbench's clients: as many as the bookings' concurrency, within what a shared server's max_connections leaves.
const PGBENCH_CLIENTS = Math.min(concurrency, 20);

// Statements sent to PostgreSQL by this process (the server, its dispatcher, and the benchmark's few own reads):
// round trips per booking, a figure no other load on the machine distorts (docs/booking-speed.md).
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: Parameters<typeof query>) {
  statements++;
  return query.apply(this, args);
} as typeof query;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Runs one phase of requests from a process of its own (scripts/lib/bench-load.ts). */
function generateLoad(plan: LoadPlan): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'lib', 'bench-load.ts'));
    let result: LoadResult | undefined;
    child.once('message', (message) => {
      result = message as LoadResult;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      result ? resolve(result) : reject(new Error(`The load generator stopped (exit code ${code}) without a result`)),
    );
    child.send(plan);
  });
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** CPU time the whole machine has spent busy since boot (Linux's /proc/stat), in ms; undefined elsewhere. */
async function machineBusyMs(): Promise<number | undefined> {
  const stat = await readFile('/proc/stat', 'utf8').catch(() => undefined);
  const fields = stat?.split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 5) return undefined;
  // user nice system idle iowait irq softirq steal: all but idle and iowait were work.
  const busy = fields.slice(0, 8).reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
  return (busy * 1000) / 100; // USER_HZ is 100 on Linux
}

/** CPU time (ms) every PostgreSQL process has spent so far: its backends, WAL writer and checkpointer (/proc). */
async function postgresBusyMs(): Promise<number | undefined> {
  const pids = await readdir('/proc').catch(() => undefined);
  if (!pids) return undefined;
  let ticks = 0;
  for (const pid of pids.filter((entry) => /^\d+$/.test(entry))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: utime and stime are the 14th and 15th fields, counted after the comm's ')'.
    const close = stat.lastIndexOf(')');
    if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / 100;
}

/** Polls until no message queued since `since` is waiting to be sent (at most 60 s); returns the polls it made. */
async function waitForDelivery(since: Date): Promise<number> {
  const undelivered = () =>
    db
      .selectFrom('outbox_messages')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', 'in', ['pending', 'sending'])
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
  let polls = 1;
  for (let wait = 0; wait < 300 && (await undelivered()).n > 0; wait++, polls++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return polls;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const name = `wedakama_bench_${randomBytes(5).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
let bouncer: PgBouncer | undefined;
if (pooler) {
  // The server's own statements keep no names across server connections behind it (scripts/lib/pgbouncer.ts).
  process.env.DATABASE_PREPARE = 'off';
  // Its server connections stay for the whole run, so that PostgreSQL's CPU counted from its processes is all there.
  bouncer = await startPgBouncer(serverUrl, { defaultPoolSize: PGBENCH_CLIENTS, serverIdleSeconds: 600 });
}
const pooledUrl = new URL(bouncer?.url ?? serverUrl);
pooledUrl.pathname = `/${name}`;
// What the requests and pgbench go through: the pooler in BENCH_POOLER mode, else the server itself.
const databaseUrl = pooledUrl.toString();

await admin(`create database ${name}`);
// The benchmark's own reads and the migration go to the server itself, as a deploy's migration does.
const db = createPooledDatabase(url.toString(), 4);
// The dispatcher kicked after each booking logs its SMS and writes its e-mails locally when Twilio and SMTP are not
// configured: keep the output to the figures.
const quiet = { info: console.info, log: console.log, error: console.error };
const silence = () => {
  console.info = () => {};
  console.log = () => {};
  console.error = () => {};
};
const restore = () => Object.assign(console, quiet);
silence();
try {
  await migrateToLatest(db);
  await seedDemoData(db);
  const slots = await db
    .selectFrom('appointment_slots')
    .select(['id', 'max_bookings'])
    .where('slot_date', '>', colomboToday())
    .where('is_available', '=', true)
    .where('current_bookings', '=', 0)
    .orderBy(sql`md5(id::text)`)
    .limit(slotsNeeded)
    .execute();
  if (slots.length < slotsNeeded) {
    throw new Error(
      `The seed has ${slots.length} free upcoming slots; this run needs ${slotsNeeded} (lower BENCH_WARMUP or BENCH_REQUESTS)`,
    );
  }
  const serialSlots = slots.splice(0, SERIAL);
  const warmupSlots = slots.splice(0, warmup);
  const service = await db.selectFrom('services').select('id').executeTakeFirstOrThrow();
  const places = slots.reduce((sum, slot) => sum + slot.max_bookings, 0);

  const product = await serveProduct({ port: 0, databaseUrl, connectPerRequest: Boolean(pooler) });
  const loadAtStart = loadAverage();
  const load = (plan: Omit<LoadPlan, 'url' | 'serviceId' | 'run'>) =>
    generateLoad({ ...plan, url: product.url, serviceId: service.id, run: name });
  const serial = (
    await load({ firstIndex: 0, slotIds: serialSlots.map((slot) => slot.id), requests: SERIAL, concurrency: 1 })
  ).latencies;
  serial.sort((a, b) => a - b);

  // Unmeasured: until V8 has compiled the booking's hot paths, its interpreter and compilers take about half of a
  // booking's server CPU. Its messages leave before the measurement starts, so they take no CPU from it. The load
  // generator is a new process in every phase, so its own warm-up stays in the measured figures.
  const warmupStartedAt = new Date();
  const warmupCpuAtStart = process.cpuUsage();
  const warming =
    warmup > 0
      ? await load({ firstIndex: SERIAL, slotIds: warmupSlots.map((slot) => slot.id), requests: warmup, concurrency })
      : undefined;
  const warmupCpu = process.cpuUsage(warmupCpuAtStart);
  await waitForDelivery(warmupStartedAt);

  const startedAt = new Date();
  // CPU time per booking is what a busy machine distorts least (throughput and latency wait for a core).
  const cpuAtStart = process.cpuUsage();
  const machineAtStart = await machineBusyMs();
  const postgresAtStart = await postgresBusyMs();
  const statementsAtStart = statements;
  const concurrent = await load({
    firstIndex: SERIAL + warmup,
    slotIds: slots.map((slot) => slot.id),
    requests,
    concurrency,
  });
  const serverCpu = process.cpuUsage(cpuAtStart);
  const machineAtEnd = await machineBusyMs();
  const postgresAtEnd = await postgresBusyMs();
  const bookingStatements = statements - statementsAtStart;
  const { latencies, seconds } = concurrent;
  const statuses = new Map(concurrent.statuses);
  // The dispatcher's work counts: wait until every message these bookings queued has left (or 60 s passed).
  const polls = await waitForDelivery(startedAt);
  // Up to here: the bookings' statements, the dispatcher's, and the benchmark's own polls (counted apart).
  const statementsToDelivery = statements - statementsAtStart - polls;
  const delivery = await db
    .selectFrom('outbox_messages')
    .select([
      sql<number>`count(*) filter (where status = 'sent')::int`.as('sent'),
      sql<number>`count(*) filter (where status <> 'sent')::int`.as('left'),
      sql<number>`extract(epoch from max(sent_at) - ${startedAt})::float`.as('seconds'),
    ])
    .where('created_at', '>=', startedAt)
    .executeTakeFirstOrThrow();
  await product.close();

  const check = await sql<{ overbooked: number; drift: number }>`
    select coalesce(sum(greatest(0, live.count - s.max_bookings)), 0)::int as overbooked,
           coalesce(sum(abs(live.count - s.current_bookings)), 0)::int as drift
    from appointment_slots s
    join (select slot_id, count(*)::int as count from appointments where status <> 'cancelled' group by slot_id) live
      on live.slot_id = s.id`.execute(db);
  const { overbooked = 0, drift = 0 } = check.rows[0] ?? {};
  const booked = statuses.get(201) ?? 0;
  latencies.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  restore();
  console.log(
    `\nOne at a time: ${SERIAL} bookings, p50 ${percentile(serial, 50).toFixed(1)} ms, p95 ${percentile(serial, 95).toFixed(1)} ms`,
  );
  if (warming) {
    // Printed so that each run also shows a server that has just started (the warm-up's first bookings are cold).
    console.log(
      `Warm-up (not measured): ${warmup} requests, ${concurrency} at a time, ${(warmup / warming.seconds).toFixed(1)} requests/s, server CPU ${((warmupCpu.user + warmupCpu.system) / 1000 / warmup).toFixed(2)} ms per request`,
    );
  }
  console.log(
    `Booking benchmark: ${requests} requests, ${concurrency} at a time, over ${slots.length} slots (${places} places), after ${warmup} unmeasured ones`,
  );
  if (pooler) {
    console.log(
      `  pooler:         PgBouncer in transaction mode (${PGBENCH_CLIENTS} server connections), one new connection per request as a function instance opens it`,
    );
  }
  console.log(`  answers:        ${[...statuses].map(([status, count]) => `${status} x ${count}`).join(', ')}`);
  console.log(`  booked:         ${booked} of ${places} places`);
  console.log(
    `  throughput:     ${(requests / seconds).toFixed(1)} requests/s, ${(booked / seconds).toFixed(1)} bookings/s`,
  );
  console.log(
    `  latency:        p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  console.log(
    `  server CPU:     ${((serverCpu.user + serverCpu.system) / 1000 / requests).toFixed(2)} ms per request while they ran (user + system, the dispatcher's share included; the load generator's own: ${(concurrent.cpuMs / requests).toFixed(2)} ms)`,
  );
  if (machineAtStart !== undefined && machineAtEnd !== undefined) {
    console.log(
      `  machine CPU:    ${((machineAtEnd - machineAtStart) / requests).toFixed(2)} ms per request while they ran (every process of the machine: the server, PostgreSQL's backends, the load generator, and anything else running)`,
    );
  }
  if (postgresAtStart !== undefined && postgresAtEnd !== undefined) {
    console.log(
      `  PostgreSQL CPU: ${((postgresAtEnd - postgresAtStart) / requests).toFixed(2)} ms per request while they ran (its backends, WAL writer and checkpointer; the kernel's share of their I/O is not in it)`,
    );
  }
  console.log(
    `  statements:     ${(bookingStatements / requests).toFixed(2)} per request while they ran, ${(statementsToDelivery / requests).toFixed(2)} per request until every message was delivered (server and dispatcher)`,
  );
  console.log(`  overbookings:   ${overbooked}  (slot counters out of step with appointments: ${drift})`);
  console.log(
    `  delivered:      ${delivery.sent} messages in ${delivery.seconds.toFixed(1)} s from the first booking, ${(delivery.sent / delivery.seconds).toFixed(1)} messages/s; not delivered: ${delivery.left}`,
  );

  // The machine may be shared: the figures mean little without how busy it was.
  console.log(`  load average:   ${loadAtStart} at the start, ${loadAverage()} after delivery (1, 5, 15 min)`);

  // The ceiling: how fast this server updates one row under the same concurrency.
  try {
    await sql`create table bench_ceiling (id int primary key, n int not null)`.execute(db);
    await sql`insert into bench_ceiling values (1, 0)`.execute(db);
    const script = path.join(tmpdir(), `${name}.sql`);
    await writeFile(script, 'update bench_ceiling set n = n + 1 where id = 1;\n');
    const machineBeforePgbench = await machineBusyMs();
    const output = execFileSync(
      'pgbench',
      ['-n', '-c', String(PGBENCH_CLIENTS), '-j', '2', '-T', '10', '-f', script, databaseUrl],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = Number(output.match(/tps = ([\d.]+)/)?.[1] ?? Number.NaN);
    console.log(
      `  pgbench:        ${tps.toFixed(0)} TPS (single-row update, ${PGBENCH_CLIENTS} clients, same server${pooler ? ', through the same PgBouncer' : ''})`,
    );
    const machineAfterPgbench = await machineBusyMs();
    const transactions = Number(output.match(/number of transactions actually processed: (\d+)/)?.[1] ?? Number.NaN);
    if (machineBeforePgbench !== undefined && machineAfterPgbench !== undefined && transactions > 0) {
      // What one of pgbench's transactions costs the machine (pgbench and PostgreSQL), beside a booking's machine
      // CPU above: the ratio compares a booking's whole work with this (docs/booking-speed.md).
      console.log(
        `  pgbench CPU:    ${((machineAfterPgbench - machineBeforePgbench) / transactions).toFixed(2)} ms per transaction (every process of the machine: pgbench and PostgreSQL)`,
      );
    }
    console.log(`ratio: ${(booked / seconds / tps).toFixed(2)} (bookings/s over pgbench TPS; budget >= 0.3)`);
  } catch (error) {
    console.log(`  pgbench:        not run (${error instanceof Error ? error.message.split('\n')[0] : error})`);
  }
  if (overbooked > 0 || drift > 0 || delivery.left > 0) process.exitCode = 1;
} finally {
  restore();
  await db.destroy();
  await bouncer?.stop();
  await admin(`drop database if exists ${name} with (force)`);
}
