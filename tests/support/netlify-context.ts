import type { Context } from '@netlify/functions';

// Work a handler hands to context.waitUntil (the dispatcher kicked after a booking, say) keeps running after the
// response, as on Netlify. Tests wait for it before closing their database, so it never meets a closed pool.
const backgroundWork = new Set<Promise<unknown>>();

export async function settleBackgroundWork(): Promise<void> {
  while (backgroundWork.size > 0) await Promise.allSettled([...backgroundWork]);
}

/** The parts of Netlify's Context our handlers read, for calling a handler directly in a test. */
export function testContext(overrides: { ip?: string; params?: Record<string, string> } = {}): Context {
  return {
    ip: overrides.ip ?? '203.0.113.7',
    params: overrides.params ?? {},
    requestId: 'test',
    waitUntil: (promise: Promise<unknown>) => {
      const tracked = promise.catch(() => {}).finally(() => backgroundWork.delete(tracked));
      backgroundWork.add(tracked);
    },
  } as unknown as Context;
}
