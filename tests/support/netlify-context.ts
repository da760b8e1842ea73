import type { Context } from '@netlify/functions';

/** The parts of Netlify's Context our handlers read, for calling a handler directly in a test. */
export function testContext(overrides: { ip?: string; params?: Record<string, string> } = {}): Context {
  return {
    ip: overrides.ip ?? '203.0.113.7',
    params: overrides.params ?? {},
    requestId: 'test',
    waitUntil: () => {},
  } as unknown as Context;
}
