// Every API answer carries the API's own headers, whether its headers can be changed in place (the endpoints' own
// answers) or not (a redirect, an answer passed on from fetch()), and keeps its status and body either way.
import { describe, expect, test } from 'vitest';
import { json, withApiHeaders } from '../../src/server/http/respond.ts';

describe('withApiHeaders', () => {
  test.each([
    ['an endpoint’s own answer', () => json({ ok: true }, { status: 201 }), 201, '{"ok":true}'],
    ['a redirect, whose headers cannot change', () => Response.redirect('https://example.lk/next', 303), 303, ''],
  ])('%s', async (_case, make, status, body) => {
    const answer = withApiHeaders(make());
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(await answer.text()).toBe(body);
  });
});
