// The booking benchmark's load generator (scripts/bench-booking.ts forks it): it runs in a process of its own so
// that making the requests and reading the answers does not take CPU from the server it measures
// (docs/booking-speed.md). It gets one plan over IPC, books, and sends back each request's status and latency.
// It speaks HTTP through node:http with a keep-alive agent rather than fetch: on two cores shared with the server
// and PostgreSQL, fetch's own CPU (about 2 ms a request, more than half the server's) was taken from what it
// measured (docs/booking-speed.md).
import { Agent, request } from 'node:http';

export interface LoadPlan {
  url: string;
  serviceId: string;
  /** Prefix of each request's Idempotency-Key and patient name: unique per benchmark run. */
  run: string;
  /** First index of this plan's requests (the serial and the concurrent phase number their patients apart). */
  firstIndex: number;
  slotIds: string[];
  requests: number;
  concurrency: number;
}

export interface LoadResult {
  statuses: [number, number][];
  /** Each request's latency in milliseconds, in the order they finished. */
  latencies: number[];
  seconds: number;
  /** CPU time this process spent making the requests (user + system), in milliseconds. */
  cpuMs: number;
}

/** POSTs a JSON body and resolves with the answer's status once its body has been read to the end. */
function postJson(url: URL, agent: Agent, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (answer) => {
        answer.resume();
        answer.once('end', () => resolve(answer.statusCode ?? 0));
        answer.once('error', reject);
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

async function runPlan(plan: LoadPlan): Promise<LoadResult> {
  let n = plan.firstIndex;
  const endpoint = new URL('/api/appointment-slots', plan.url);
  const agent = new Agent({ keepAlive: true, maxSockets: plan.concurrency });
  async function book(slotId: string): Promise<{ status: number; ms: number }> {
    const index = n++;
    const begin = performance.now();
    const status = await postJson(
      endpoint,
      agent,
      // As a browser would ask; the body is only drained, so it needs no decoding.
      { 'Idempotency-Key': `bench-${plan.run}-${index}`, 'Accept-Encoding': 'gzip, deflate, br' },
      JSON.stringify({
        slot_id: slotId,
        first_name: 'Bench',
        last_name: `Patient ${index}`,
        patient_email: `bench${index}@example.lk`,
        patient_phone: '077 123 4567',
        service_id: plan.serviceId,
      }),
    );
    return { status, ms: performance.now() - begin };
  }

  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    Array.from({ length: plan.concurrency }, async () => {
      while (next < plan.requests) {
        const slotId = plan.slotIds[next++ % plan.slotIds.length];
        if (!slotId) return;
        const { status, ms } = await book(slotId);
        latencies.push(ms);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const { user, system } = process.cpuUsage(cpu);
  agent.destroy();
  return {
    statuses: [...statuses],
    latencies,
    seconds: (performance.now() - started) / 1000,
    cpuMs: (user + system) / 1000,
  };
}

process.once('message', (plan: LoadPlan) => {
  runPlan(plan).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
