// The production path end to end, served by Netlify's own CLI (tests/netlify/global-setup.ts): functions bundled
// by Netlify, reaching PostgreSQL through Neon's driver and a pooler in transaction mode. Each flow is a step of
// docs/deploy.md that a visitor or the clinic would notice; the first test holds our local server to what Netlify
// answers, so the other suites (which run on the local server) test what Netlify serves.
import { readdirSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { type RunningProduct, serveProduct } from '../../scripts/lib/serve-product.ts';
import { currentCode } from '../../src/server/admin/second-factor.ts';
import { createPooledDatabase } from '../../src/server/db/database.ts';
import { BOOKING_WINDOW_DAYS } from '../../src/shared/booking/booking-schema.ts';
import { addDays, colomboToday } from '../../src/shared/utils/colombo-time.ts';

const netlify = inject('netlifyUrl');
const db = createPooledDatabase(inject('netlifyDatabaseUrl'), 2);
let local: RunningProduct;

beforeAll(async () => {
  local = await serveProduct({ port: 0, databaseUrl: inject('netlifyDatabaseUrl') });
});
afterAll(async () => {
  await local?.close();
  await db.destroy();
});

const get = (origin: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers, redirect: 'manual', signal: AbortSignal.timeout(60_000) });

const COMPARED = [
  'content-security-policy',
  'x-frame-options',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'location',
];

/**
 * What a visitor's browser acts on: the status, the headers above, and the kind of body. Cache-Control only where
 * the site sets it (assets, API, redirects): for a page the CLI's static server says `public, max-age=0` where
 * Netlify's CDN says `public, max-age=0, must-revalidate`, which the local server keeps (docs/deploy.md).
 */
async function seen(origin: string, path: string, headers: Record<string, string> = {}) {
  const response = await get(origin, path, headers);
  await response.arrayBuffer();
  const type = response.headers.get('content-type')?.split(';')[0];
  const caching = response.headers.get('cache-control');
  return {
    status: response.status,
    type,
    ...Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)?.replace(origin, '')])),
    caching: caching === 'public, max-age=0' || caching === 'public, max-age=0, must-revalidate' ? 'default' : caching,
  };
}

/**
 * Where the CLI's static server is not Netlify's CDN, what the CDN sends: the `/_astro/*` rule's year of caching
 * (the CLI leaves hashed assets at its default) and JavaScript as `text/javascript` (RFC 9239; the CLI says
 * `application/javascript`). tests/integration/local-server.test.ts holds the local server to the rule.
 */
const CDN_ASSET = { caching: 'public, max-age=31536000, immutable', type: 'text/javascript' };

describe('the local server answers as Netlify does', () => {
  const asset = `/_astro/${readdirSync('dist/_astro').find((file) => file.endsWith('.js'))}`;
  test.each<[string, Record<string, string>, Partial<typeof CDN_ASSET>?]>([
    ['/', {}],
    ['/services/', {}],
    ['/', { cookie: 'nf_lang=si' }],
    ['/ta/', {}],
    ['/admin/doctors', {}],
    ['/no-such-page', {}],
    ['/si/no-such-page', {}],
    ['/product/no-such-product', {}],
    ['/robots.txt', {}],
    [asset, {}, CDN_ASSET],
    ['/api/services', {}],
    ['/api/openapi.json', {}],
    ['/api/admin/me', {}],
  ])('%s %o', async (path, headers, cdn = {}) => {
    expect(await seen(local.url, path, headers)).toEqual({ ...(await seen(netlify, path, headers)), ...cdn });
  });
});

test('a page carries its security headers and its own script policy', async () => {
  const response = await get(netlify, '/services/');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  const html = await response.text();
  expect(html).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*script-src[^"]*'sha256-/i);
});

test('a visitor who chose Sinhala is sent to the Sinhala page; an unknown address gets the not-found page', async () => {
  const chosen = await get(netlify, '/', { cookie: 'nf_lang=si' });
  expect(chosen.status).toBe(302);
  expect(new URL(chosen.headers.get('location') ?? '', netlify).pathname).toBe('/si/');
  const missing = await get(netlify, '/no-such-page');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<html');
});

test('the OpenAPI document describes the booking', async () => {
  const response = await get(netlify, '/api/openapi.json');
  expect(response.status).toBe(200);
  const document = await response.json();
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toContain('/api/appointment-slots');
});

describe('a booking, its manage link, and the scheduled function', () => {
  let manageToken = '';

  test('a patient books a slot and gets a manage link', async () => {
    const slot = await db
      .selectFrom('appointment_slots')
      .select('id')
      .where('slot_date', '>', colomboToday())
      .where('is_available', '=', true)
      .where('current_bookings', '=', 0)
      .orderBy('slot_date')
      .executeTakeFirstOrThrow();
    const { data: services } = await (await get(netlify, '/api/services')).json();
    const response = await fetch(`${netlify}/api/appointment-slots`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        slot_id: slot.id,
        first_name: 'Smoke',
        last_name: 'Test',
        patient_email: 'smoke@example.lk',
        patient_phone: '+94 77 123 4567',
        service_id: services[0].id,
      }),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(201);
    expect(body.manage_url).toMatch(/^\/appointment\/manage#token=/);
    manageToken = body.manage_url.split('#token=')[1];
  });

  test('the manage link shows that booking', async () => {
    const response = await fetch(`${netlify}/api/appointment-manage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: manageToken, action: 'view' }),
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(JSON.stringify(body.data)).toContain('Smoke');
  });

  test('the scheduled function, invoked by hand, opens the slots of the booking window again', async () => {
    const lastDay = addDays(colomboToday(), BOOKING_WINDOW_DAYS - 1);
    const count = () =>
      db
        .selectFrom('appointment_slots')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('slot_date', '=', lastDay)
        .executeTakeFirstOrThrow()
        .then((row) => row.n);
    const before = await count();
    // The demo seed books random slots, so some of the last day's may hold bookings: those stay.
    const deleted = await db
      .deleteFrom('appointment_slots')
      .where('slot_date', '=', lastDay)
      .where('current_bookings', '=', 0)
      .executeTakeFirstOrThrow();
    expect(Number(deleted.numDeletedRows)).toBeGreaterThan(0);
    expect(await count()).toBe(before - Number(deleted.numDeletedRows));
    const response = await fetch(`${netlify}/.netlify/functions/dispatch-outbox`, { method: 'POST' });
    expect(response.status).toBeLessThan(300);
    expect(await count()).toBe(before);
    // The booking's messages left through the outbox (written locally: no SMTP or Twilio in this run).
    const pending = await db
      .selectFrom('outbox_messages')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('status', '<>', 'sent')
      .executeTakeFirstOrThrow();
    expect(pending.n).toBe(0);
  });
});

test('staff sign in, and the session cookie opens the admin API', async () => {
  const staff = inject('netlifyAdmin');
  const login = await fetch(`${netlify}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: new URL(netlify).origin },
    body: JSON.stringify(staff),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const cookie = login.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^__Host-[^=]+=[^;]+;/);
  expect(cookie).toMatch(/HttpOnly/);
  expect(cookie).toMatch(/Secure/);
  expect(cookie).toMatch(/SameSite=Strict/);
  const session = { cookie: cookie.split(';')[0] as string };
  // An admin reads appointments, so the first one sets up the second factor before anything else opens.
  expect(((await login.json()) as { user: { pendingStep: string | null } }).user.pendingStep).toBe(
    'enrol_second_factor',
  );
  expect((await get(netlify, '/api/admin/appointments', session)).status).toBe(401);
  const post = (path: string, body: unknown) =>
    fetch(`${netlify}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(netlify).origin, ...session },
      body: JSON.stringify(body),
    });
  const enrolment = await post('/api/admin/second-factor/enroll', {});
  expect(enrolment.status, await enrolment.clone().text()).toBe(200);
  const { secret } = (await enrolment.json()) as { secret: string };
  const verified = await post('/api/admin/second-factor/verify', { code: currentCode(secret) });
  expect(verified.status, await verified.clone().text()).toBe(200);
  expect(((await verified.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
  const me = await get(netlify, '/api/admin/me', session);
  expect(me.status).toBe(200);
  expect(JSON.stringify(await me.json())).toContain(staff.email);
  expect((await get(netlify, '/api/admin/appointments', session)).status).toBe(200);
  expect((await get(netlify, '/api/admin/me')).status).toBe(401);
});
