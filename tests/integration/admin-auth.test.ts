// Admin sign-in, sessions and their ends (OWASP ASVS 5.0 level 2): what a user or an attacker would notice.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import login from '../../netlify/functions/admin-login.ts';
import logout from '../../netlify/functions/admin-logout.ts';
import me from '../../netlify/functions/admin-me.ts';
import { setAdminActive, upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { signIn } from '../../src/server/admin/login.ts';
import { newPasswordSchema } from '../../src/server/admin/password-policy.ts';
import { findSession, SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import { provideDatabase } from '../../src/server/db/database.ts';
import { HttpError } from '../../src/server/http/http-error.ts';
import { adminRequest } from '../support/admin-test-accounts.ts';
import { testContext } from '../support/netlify-context.ts';
import { createPGliteTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createPGliteTestDatabase();
  provideDatabase(database.db);
});
afterAll(async () => {
  provideDatabase(undefined);
  await database.drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const PASSWORD = 'kithul-treacle-monsoon-42';
let counter = 0;
/**
 * An account whose password alone signs in: staff that reads no health information (the second factor of the
 * others is tested in tests/support/staff-accounts-suite.ts).
 */
async function newAccount(options: { role?: 'admin' | 'staff' } = {}) {
  counter += 1;
  const email = `auth-${counter}@wedakama.test`;
  const id = await upsertAdmin(database.db, {
    email,
    password: PASSWORD,
    name: `Auth Tester ${counter}`,
    role: options.role ?? 'staff',
  });
  return { id, email };
}

let address = 0;
/** A distinct client address per call site, so the per-address limit of one test does not leak into another. */
const newAddress = () => `198.51.100.${++address}`;

const postLogin = (body: unknown, options: { ip?: string; origin?: string | null; token?: string } = {}) =>
  login(
    adminRequest('/api/admin/login', { method: 'POST', body, origin: options.origin, token: options.token }),
    testContext({ ip: options.ip ?? newAddress() }),
  );

function cookieToken(response: Response): string {
  const cookie = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(cookie);
  return match?.[1] ?? '';
}

const getMe = (token: string) => me(adminRequest('/api/admin/me', { token }), testContext());

describe('POST /api/admin/login', () => {
  test('signs in, sets a hardened session cookie, records the time and logs the sign-in with the address', async () => {
    const account = await newAccount();
    const response = await postLogin({ email: account.email.toUpperCase(), password: PASSWORD }, { ip: '192.0.2.10' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      user: { email: account.email, role: 'staff', name: 'Auth Tester 1', pendingStep: null },
    });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // ASVS 3.3.1: the __Host- prefix, which browsers honour only with Secure, Path=/ and no Domain.
    expect(cookie).toMatch(/^__Host-/);
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookieToken(response).length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(JSON.stringify(body)).not.toContain(cookieToken(response));

    const user = await database.db
      .selectFrom('admin_users')
      .select('last_login_at')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(user.last_login_at).not.toBeNull();
    const log = await database.db
      .selectFrom('admin_activity_logs')
      .selectAll()
      .where('admin_user_id', '=', account.id)
      .where('action', '=', 'login')
      .executeTakeFirstOrThrow();
    expect(log.ip).toBe('192.0.2.10');
    expect(log.created_at).toBeInstanceOf(Date);
    expect((await getMe(cookieToken(response))).status).toBe(200);
  });

  test('the cookie is the same __Host- cookie on the public site', async () => {
    const account = await newAccount();
    const response = await login(
      new Request('https://www.helawedakama.lk/api/admin/login', {
        method: 'POST',
        headers: { origin: 'https://www.helawedakama.lk', 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: PASSWORD }),
      }),
      testContext({ ip: newAddress() }),
    );
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-wk_admin_session=[^;]+; Path=\/;.*; Secure/);
  });

  test('a new sign-in renews the session: the token the browser held before is useless', async () => {
    const account = await newAccount();
    const first = cookieToken(await postLogin({ email: account.email, password: PASSWORD }));
    const second = cookieToken(await postLogin({ email: account.email, password: PASSWORD }, { token: first }));
    expect(second).not.toBe(first);
    expect((await getMe(first)).status).toBe(401);
    expect((await getMe(second)).status).toBe(200);
  });

  test.each([
    [{}],
    [{ email: 'someone@wedakama.test' }],
    [{ password: 'whatever-it-is' }],
    [{ email: '   ', password: 'whatever-it-is' }],
  ])('asks for both fields when one is missing (%j)', async (body) => {
    const response = await postLogin(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Please enter both email and password' });
  });

  test('answers a wrong password and an unknown e-mail alike, taking comparable time', async () => {
    const account = await newAccount();
    const timed = async (body: unknown) => {
      const started = performance.now();
      const response = await postLogin(body);
      return { response, ms: performance.now() - started };
    };
    // Three rounds, alternating, and the fastest of each: a pause of a busy machine lengthens one answer, not all.
    type Timed = Awaited<ReturnType<typeof timed>>;
    const rounds: { wrong: Timed; unknown: Timed }[] = [];
    for (let round = 0; round < 3; round++) {
      rounds.push({
        wrong: await timed({ email: account.email, password: 'not-the-password' }),
        unknown: await timed({ email: 'nobody-here@wedakama.test', password: 'not-the-password' }),
      });
    }
    for (const { wrong, unknown } of rounds) {
      for (const { response } of [wrong, unknown]) {
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          error: 'Invalid credentials',
          message: 'Invalid credentials',
          code: 'unauthorized',
          fields: {},
        });
      }
    }
    // Both verify an argon2id hash: an unknown e-mail is not answered measurably faster.
    const fastest = (kind: 'wrong' | 'unknown') => Math.min(...rounds.map((round) => round[kind].ms));
    expect(fastest('unknown')).toBeGreaterThan(fastest('wrong') * 0.3);
    const failures = await database.db
      .selectFrom('admin_activity_logs')
      .select(['action', 'ip'])
      .where('action', '=', 'login_failed')
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(failures.every((row) => row.ip?.startsWith('198.51.100.'))).toBe(true);
  });

  test('an inactive account is answered as a wrong password is, whether or not the password is right', async () => {
    const account = await newAccount();
    await setAdminActive(database.db, account.id, false);
    const right = await postLogin({ email: account.email, password: PASSWORD });
    const wrong = await postLogin({ email: account.email, password: 'not-the-password' });
    expect([right.status, wrong.status]).toEqual([401, 401]);
    expect(await right.json()).toEqual(await wrong.json());
    expect(right.headers.get('set-cookie')).toBeNull();
    const logged = await database.db
      .selectFrom('admin_activity_logs')
      .select('action')
      .where('admin_user_id', '=', account.id)
      .orderBy('created_at')
      .execute();
    expect(logged.map((row) => row.action).sort()).toEqual(['login_denied', 'login_failed']);
  });

  test('a forged cross-site login form is refused', async () => {
    const account = await newAccount();
    const forged = await postLogin({ email: account.email, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('set-cookie')).toBeNull();
    const noOrigin = await postLogin({ email: account.email, password: PASSWORD }, { origin: null });
    expect(noOrigin.status).toBe(403);
  });
});

describe('brute force', () => {
  const attemptAt = (email: string, t0: Date) => (password: string, minutes: number, ip: string) =>
    signIn(database.db, { email, password }, { ip, userAgent: null }, new Date(t0.getTime() + minutes * 60_000));

  test('five failures of one account from one address answer 429, the right password included, until the window ends', async () => {
    const account = await newAccount();
    const attempt = attemptAt(account.email, new Date('2026-11-21T10:00:00Z'));
    for (let index = 0; index < 5; index += 1) {
      await expect(attempt('wrong-password', index, '10.0.0.1')).rejects.toMatchObject({ status: 401 });
    }
    const blocked = await attempt(PASSWORD, 6, '10.0.0.1').catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(HttpError);
    expect((blocked as HttpError).status).toBe(429);
    expect((blocked as HttpError).message).toBe('Too many attempts. Try again in 9 minutes.');
    // The window is counted from the first failure: after it the real user signs in again.
    const later = await attempt(PASSWORD, 16, '10.0.0.1');
    expect(later.principal.email).toBe(account.email);
    const blockedLog = await database.db
      .selectFrom('admin_activity_logs')
      .select('ip')
      .where('action', '=', 'login_blocked')
      .where(({ eb, ref }) => eb(ref('metadata', '->>').key('email'), '=', account.email))
      .execute();
    expect(blockedLog).toEqual([{ ip: '10.0.0.1' }]);
  });

  test('nobody locks the owner out: failures from other addresses leave the right password from a clean one working', async () => {
    const account = await newAccount();
    const attempt = attemptAt(account.email, new Date('2026-11-21T11:00:00Z'));
    // Five addresses, five wrong passwords each: more than the old per-account lock-out ever needed.
    for (let host = 1; host <= 5; host += 1) {
      for (let index = 0; index < 5; index += 1) {
        await attempt('wrong-password', 0, `10.1.0.${host}`).catch(() => undefined);
      }
    }
    const owner = await attempt(PASSWORD, 1, '10.1.9.9');
    expect(owner.principal.email).toBe(account.email);
  });

  test('past the account ceiling each address gets two checks per window: a typo, then the right password, gets in', async () => {
    const account = await newAccount();
    const attempt = attemptAt(account.email, new Date('2026-11-21T11:30:00Z'));
    for (let host = 1; host <= 10; host += 1) {
      await expect(attempt('wrong-password', 0, `10.2.0.${host}`)).rejects.toMatchObject({ status: 401 });
    }
    // The owner's one typo, then the right password from the same address: let in.
    await expect(attempt('wrong-passwrod', 1, `10.2.1.1`)).rejects.toMatchObject({ status: 401 });
    await expect(attempt(PASSWORD, 1, `10.2.1.1`)).resolves.toMatchObject({ principal: { id: account.id } });
    // A guesser's third check from one address is refused, even with the right password ...
    await expect(attempt('wrong-password', 2, `10.2.1.2`)).rejects.toMatchObject({ status: 401 });
    await expect(attempt('wrong-password', 2, `10.2.1.2`)).rejects.toMatchObject({ status: 401 });
    await expect(attempt(PASSWORD, 2, `10.2.1.2`)).rejects.toMatchObject({ status: 429 });
    // ... while a fresh address is still checked, and the owner on one gets in.
    await expect(attempt(PASSWORD, 3, `10.2.1.3`)).resolves.toMatchObject({ principal: { id: account.id } });
  });

  test.each([
    ['one account from one address', 5, () => ({ email: 'parallel-target', ip: '10.3.0.1' })],
    ['many accounts from one address', 20, (index: number) => ({ email: `spray-${index}`, ip: '10.3.0.2' })],
  ])('a parallel burst of 99 wrong passwords and the right one (%s) checks at most %i', async (_, limit, shape) => {
    const account = await newAccount();
    const burst = Array.from({ length: 100 }, (_unused, index) => {
      const { email, ip } = shape(index);
      const target = email === 'parallel-target' || index === 99 ? account.email : `${email}@wedakama.test`;
      return signIn(
        database.db,
        { email: target, password: index === 99 ? PASSWORD : 'wrong-password' },
        { ip, userAgent: null },
      ).then(
        () => 200,
        (error: HttpError) => error.status,
      );
    });
    const statuses = await Promise.all(burst);
    const checked = statuses.filter((status) => status !== 429).length;
    expect(checked).toBeLessThanOrEqual(limit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - limit);
    expect(statuses.every((status) => [200, 401, 429].includes(status))).toBe(true);
  });

  test('twenty failures from one address block that address for every account, then recover', async () => {
    const t0 = new Date('2026-11-21T12:00:00Z');
    const ip = '203.0.113.99';
    for (let index = 0; index < 20; index += 1) {
      await expect(
        signIn(
          database.db,
          { email: `guess-${index}@wedakama.test`, password: 'x1234567' },
          { ip, userAgent: null },
          t0,
        ),
      ).rejects.toMatchObject({ status: 401 });
    }
    const account = await newAccount();
    await expect(
      signIn(database.db, { email: account.email, password: PASSWORD }, { ip, userAgent: null }, t0),
    ).rejects.toMatchObject({ status: 429, message: 'Too many attempts. Try again in 15 minutes.' });
    // Another address is not affected, and the blocked one recovers after the window.
    await expect(
      signIn(database.db, { email: account.email, password: PASSWORD }, { ip: '203.0.113.100', userAgent: null }, t0),
    ).resolves.toBeDefined();
    const after = new Date(t0.getTime() + 15 * 60_000 + 1000);
    await expect(
      signIn(database.db, { email: account.email, password: PASSWORD }, { ip, userAgent: null }, after),
    ).resolves.toBeDefined();
  });

  test('the endpoint answers 429 with Retry-After', async () => {
    const account = await newAccount();
    const ip = newAddress();
    for (let index = 0; index < 5; index += 1)
      await postLogin({ email: account.email, password: 'wrong-one!' }, { ip });
    const response = await postLogin({ email: account.email, password: PASSWORD }, { ip });
    expect(response.status).toBe(429);
    expect((await response.json()).error).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sessions end on the server', () => {
  async function signedIn() {
    const account = await newAccount();
    const token = cookieToken(await postLogin({ email: account.email, password: PASSWORD }));
    return { ...account, token };
  }

  test('after 30 idle minutes', async () => {
    const { token } = await signedIn();
    const now = Date.now();
    expect(await findSession(database.db, token, new Date(now + 29 * 60_000))).toBeDefined();
    // Using it refreshed the idle timer; 31 minutes of silence after that ends it.
    expect(await findSession(database.db, token, new Date(now + 60 * 60_000 + 1000))).toBeUndefined();
  });

  test('the endpoint refuses a cookie whose session has been idle for 31 minutes', async () => {
    const { id, token } = await signedIn();
    expect((await getMe(token)).status).toBe(200);
    await database.db
      .updateTable('admin_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .where('admin_user_id', '=', id)
      .execute();
    const response = await getMe(token);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'Admin authentication required', code: 'unauthorized' });
  });

  test('12 hours after sign-in however active it was', async () => {
    const { token } = await signedIn();
    const now = Date.now();
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      expect(await findSession(database.db, token, new Date(now + minutes * 60_000))).toBeDefined();
    }
    expect(await findSession(database.db, token, new Date(now + 12 * 3_600_000 + 1000))).toBeUndefined();
  });

  test('on logout: the cookie is cleared and the token no longer works', async () => {
    const { id, token } = await signedIn();
    const response = await logout(adminRequest('/api/admin/logout', { method: 'POST', token }), testContext());
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await getMe(token)).status).toBe(401);
    const logged = await database.db
      .selectFrom('admin_activity_logs')
      .select(['action', 'ip'])
      .where('admin_user_id', '=', id)
      .where('action', '=', 'logout')
      .execute();
    expect(logged).toEqual([{ action: 'logout', ip: '203.0.113.7' }]);
  });

  test('a forged cross-site logout is refused and the session lives on', async () => {
    const { token } = await signedIn();
    const forged = await logout(
      adminRequest('/api/admin/logout', { method: 'POST', token, origin: 'https://evil.example' }),
      testContext(),
    );
    expect(forged.status).toBe(403);
    const formPost = await logout(
      adminRequest('/api/admin/logout', { method: 'POST', token, contentType: 'application/x-www-form-urlencoded' }),
      testContext(),
    );
    expect(formPost.status).toBe(415);
    expect((await getMe(token)).status).toBe(200);
  });

  test('when the account is deactivated', async () => {
    const { id, token } = await signedIn();
    const other = cookieToken(
      await postLogin({
        email: (
          await database.db.selectFrom('admin_users').select('email').where('id', '=', id).executeTakeFirstOrThrow()
        ).email,
        password: PASSWORD,
      }),
    );
    expect(await setAdminActive(database.db, id, false)).toBe(true);
    expect((await getMe(token)).status).toBe(401);
    expect((await getMe(other)).status).toBe(401);
    const left = await database.db.selectFrom('admin_sessions').select('id').where('admin_user_id', '=', id).execute();
    expect(left).toEqual([]);
    // Reactivated, the old tokens stay dead: a new sign-in is needed.
    await setAdminActive(database.db, id, true);
    expect((await getMe(token)).status).toBe(401);
  });
});

test('no password or session token reaches a log line, a response body or the activity log', async () => {
  const lines: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '));
    });
  }
  const account = await newAccount();
  const ip = newAddress();
  const bodies: string[] = [];
  const wrongPassword = 'Wr0ng-but-secret-guess';
  const passwordInEmailField = 'typed-my-Passw0rd-here';
  for (const body of [
    { email: passwordInEmailField, password: wrongPassword },
    { email: account.email, password: wrongPassword },
    { email: 'unknown@wedakama.test', password: wrongPassword },
    { email: account.email, password: PASSWORD },
  ]) {
    const response = await postLogin(body, { ip });
    bodies.push(await response.text());
  }
  const token = cookieToken(await postLogin({ email: account.email, password: PASSWORD }, { ip }));
  bodies.push(await (await getMe(token)).text());
  bodies.push(await (await logout(adminRequest('/api/admin/logout', { method: 'POST', token }), testContext())).text());
  const logRows = JSON.stringify(await database.db.selectFrom('admin_activity_logs').selectAll().execute());
  const sessions = JSON.stringify(await database.db.selectFrom('admin_sessions').selectAll().execute());
  const throttles = JSON.stringify(await database.db.selectFrom('rate_limits').selectAll().execute());

  for (const secret of [PASSWORD, wrongPassword, passwordInEmailField.toLowerCase(), token]) {
    for (const text of [...lines, ...bodies, logRows, sessions, throttles]) {
      expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  }
});

describe('password policy', () => {
  test.each(['QAZWSXEDCRFV', 'Password2026!', 'Baseball12345678', '2026!iloveyou!!', '1qaz2wsx3edc'])(
    'refuses the common password %s (or one padded with digits and symbols)',
    (pw) => {
      const result = newPasswordSchema.safeParse(pw);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('This password is too common. Choose one that is harder to guess.');
    },
  );

  test.each([
    ['short7!', 'Use at least 12 characters.'],
    ['Passw0rd!', 'Use at least 12 characters.'],
    ['        ', 'Use at least 12 characters.'],
    ['x'.repeat(129), 'Use at most 128 characters.'],
    ['aaaaaaaaaaaa', 'One character repeated is too easy to guess. Choose another password.'],
    [' '.repeat(12), 'One character repeated is too easy to guess. Choose another password.'],
  ])('refuses %j: %s', (pw, message) => {
    expect(newPasswordSchema.safeParse(pw).error?.issues[0]?.message).toBe(message);
  });

  test.each(['kithul treacle monsoon', 'alllowercasebutlong', 'xy'.repeat(32)])(
    'accepts %s without composition rules',
    (pw) => {
      expect(newPasswordSchema.safeParse(pw).success).toBe(true);
    },
  );
});
