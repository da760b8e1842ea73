// npm run bench:booking: N concurrent bookings over HTTP against the local server on a real PostgreSQL, aimed at
// a few slots so most requests compete for the same places. Prints bookings per second, latency percentiles and
// overbookings (must be 0), then pgbench's TPS for a single-row update on the same server as the ceiling.
//
//   BENCH_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres): the server on which
//   a fresh database is created, seeded and dropped afterwards.
//   BENCH_REQUESTS (default 600), BENCH_CONCURRENCY (default 50), BENCH_SLOTS (default 40).
//
// Its hundreds of bookings come from one address with one phone number: far past the booking limits that stop a
// script (src/server/booking/booking-limits.ts), so the server it starts in this process runs with
// BOOKING_LIMITS=off (the limits' own cost, a few upserts, is measured by the tests, not here).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { colomboToday } from '../src/lib/colombo-time.ts';
import { createPooledDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemoData } from '../src/server/demo/seed.ts';
import { serveProduct } from './lib/serve-product.ts';

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(process.env.BENCH_REQUESTS ?? 600);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 50);
const slotCount = Number(process.env.BENCH_SLOTS ?? 40);
process.env.BOOKING_LIMITS = 'off';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const name = `wedakama_bench_${randomBytes(5).toString('hex')}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

await admin(`create database ${name}`);
const db = createPooledDatabase(databaseUrl, 4);
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
    .limit(slotCount)
    .execute();
  const service = await db.selectFrom('services').select('id').executeTakeFirstOrThrow();
  const places = slots.reduce((sum, slot) => sum + slot.max_bookings, 0);

  const product = await serveProduct({ port: 0, databaseUrl });
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const n = next++;
        const slot = slots[n % slots.length];
        if (!slot) return;
        const begin = performance.now();
        const response = await fetch(`${product.url}/api/appointment-slots`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${name}-${n}` },
          body: JSON.stringify({
            slot_id: slot.id,
            first_name: 'Bench',
            last_name: `Patient ${n}`,
            patient_email: `bench${n}@example.lk`,
            patient_phone: '077 123 4567',
            service_id: service.id,
          }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Let the dispatches kicked by the last bookings finish before the server and its pool go away.
  for (let wait = 0; wait < 30; wait++) {
    const busy = await db.selectFrom('outbox_messages').select('id').where('status', '=', 'sending').executeTakeFirst();
    if (!busy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
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
    `\nBooking benchmark: ${requests} requests, ${concurrency} at a time, over ${slots.length} slots (${places} places)`,
  );
  console.log(`  answers:        ${[...statuses].map(([status, count]) => `${status} x ${count}`).join(', ')}`);
  console.log(`  booked:         ${booked} of ${places} places`);
  console.log(
    `  throughput:     ${(requests / seconds).toFixed(1)} requests/s, ${(booked / seconds).toFixed(1)} bookings/s`,
  );
  console.log(
    `  latency:        p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}`,
  );
  console.log(`  overbookings:   ${overbooked}  (slot counters out of step with appointments: ${drift})`);

  // The ceiling: how fast this server updates one row under the same concurrency.
  try {
    await sql`create table bench_ceiling (id int primary key, n int not null)`.execute(db);
    await sql`insert into bench_ceiling values (1, 0)`.execute(db);
    const script = path.join(tmpdir(), `${name}.sql`);
    await writeFile(script, 'update bench_ceiling set n = n + 1 where id = 1;\n');
    const output = execFileSync(
      'pgbench',
      ['-n', '-c', String(Math.min(concurrency, 50)), '-j', '2', '-T', '10', '-f', script, databaseUrl],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const tps = output.match(/tps = ([\d.]+)/);
    console.log(
      `  pgbench:        ${tps ? `${Number(tps[1]).toFixed(0)} TPS` : 'no result'} (single-row update, ${Math.min(concurrency, 50)} clients, same server)`,
    );
  } catch (error) {
    console.log(`  pgbench:        not run (${error instanceof Error ? error.message.split('\n')[0] : error})`);
  }
  if (overbooked > 0 || drift > 0) process.exitCode = 1;
} finally {
  restore();
  await db.destroy();
  await admin(`drop database if exists ${name} with (force)`);
}
