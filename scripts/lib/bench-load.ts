// The booking benchmark's load generator (scripts/bench-booking.ts forks it): it runs in a process of its own so
// that making the requests and reading the answers does not take CPU from the server it measures
// (docs/booking-speed.md). It gets one plan over IPC, books, and sends back each request's status and latency.

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

async function runPlan(plan: LoadPlan): Promise<LoadResult> {
  let n = plan.firstIndex;
  async function book(slotId: string): Promise<{ status: number; ms: number }> {
    const index = n++;
    const begin = performance.now();
    const response = await fetch(`${plan.url}/api/appointment-slots`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `bench-${plan.run}-${index}` },
      body: JSON.stringify({
        slot_id: slotId,
        first_name: 'Bench',
        last_name: `Patient ${index}`,
        patient_email: `bench${index}@example.lk`,
        patient_phone: '077 123 4567',
        service_id: plan.serviceId,
      }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - begin };
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
