// Staff accounts on any database (PGlite in tests/integration, PostgreSQL in tests/postgres): weak passwords refused
// wherever a password is set, changing one's own password ends the other sessions, the TOTP second factor
// (required for accounts that read health information: enrolment, codes, replay, recovery codes once, throttle),
// and the owner's own address past the account's failure ceiling.
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import login from '../../netlify/functions/admin-login.ts';
import me from '../../netlify/functions/admin-me.ts';
import ownPassword from '../../netlify/functions/admin-me-password.ts';
import enroll from '../../netlify/functions/admin-second-factor-enroll.ts';
import verify from '../../netlify/functions/admin-second-factor-verify.ts';
import users from '../../netlify/functions/admin-users.ts';
import { upsertAdmin } from '../../src/server/admin/admin-accounts.ts';
import { currentCode, enrolDirectly } from '../../src/server/admin/second-factor.ts';
import { SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import { adminRequest } from './admin-test-accounts.ts';
import { testContext } from './netlify-context.ts';
import type { TestDatabase } from './test-database.ts';

const PASSWORD = 'kithul-treacle-monsoon-42';
const tag = () => randomBytes(4).toString('hex');

/** Weak passwords, whatever the screen that sets them, and why each is refused. */
export const WEAK_PASSWORDS: [password: string, message: string][] = [
  ['        ', 'Use at least 12 characters.'],
  [' '.repeat(12), 'One character repeated is too easy to guess. Choose another password.'],
  ['aaaaaaaaaaaa', 'One character repeated is too easy to guess. Choose another password.'],
  ['Passw0rd!', 'Use at least 12 characters.'],
  ['Password2026!', 'This password is too common. Choose one that is harder to guess.'],
  ['LeaveMeAlone', 'This password is too common. Choose one that is harder to guess.'],
];

export function staffAccountsSuite(database: () => TestDatabase) {
  let address = 0;
  const newAddress = () => `198.51.${Math.floor(Math.random() * 200)}.${++address % 250}`;

  async function account(options: { role?: 'admin' | 'staff'; permissions?: Permissions } = {}) {
    const email = `accounts-${tag()}@wedakama.test`;
    const id = await upsertAdmin(database().db, {
      email,
      password: PASSWORD,
      name: 'Accounts Tester',
      role: options.role ?? 'admin',
      permissions: options.permissions,
    });
    return { id, email };
  }

  async function signIn(email: string, password = PASSWORD, ip = newAddress()) {
    const response = await login(
      adminRequest('/api/admin/login', { method: 'POST', body: { email, password } }),
      testContext({ ip }),
    );
    const cookie = response.headers.get('set-cookie') ?? '';
    const token = new RegExp(`${SESSION_COOKIE}=([^;]*)`).exec(cookie)?.[1] ?? '';
    const body = (await response.json()) as { user?: { pendingStep: string | null } };
    return { status: response.status, token, pendingStep: body.user?.pendingStep };
  }

  const post = (
    handler: typeof verify,
    path: string,
    token: string,
    body: unknown = {},
  ): Promise<{ status: number; body: Record<string, unknown> & { fields?: Record<string, string> } }> =>
    handler(adminRequest(path, { method: 'POST', token, body }), testContext({ ip: newAddress() })).then(
      async (response) => ({ status: response.status, body: await response.json() }),
    );
  const sendCode = (token: string, code: string) => post(verify, '/api/admin/second-factor/verify', token, { code });
  const getMe = (token: string) => me(adminRequest('/api/admin/me', { token }), testContext()).then((r) => r.status);

  /** An account with a second factor set up: its secret and recovery codes. */
  async function enrolled(options: { role?: 'admin' | 'staff'; permissions?: Permissions } = {}) {
    const made = await account(options);
    return { ...made, ...(await enrolDirectly(database().db, made.id)) };
  }

  test.each(WEAK_PASSWORDS)('a new staff account with the password %j is refused: %s', async (password, message) => {
    const admin = await enrolled();
    const { token } = await signIn(admin.email);
    await sendCode(token, currentCode(admin.secret));
    const email = `weak-${tag()}@wedakama.test`;
    const answer = await post(users, '/api/admin/users', token, {
      email,
      name: 'Weak Password',
      password,
      role: 'staff',
      permissions: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.password).toBe(message);
    const made = await database().db.selectFrom('admin_users').select('id').where('email', '=', email).execute();
    expect(made).toEqual([]);
  });

  test.each(WEAK_PASSWORDS)("changing one's own password to %j is refused: %s", async (password, message) => {
    const staff = await account({ role: 'staff' });
    const { token, pendingStep } = await signIn(staff.email);
    expect(pendingStep).toBeNull();
    const answer = await post(ownPassword, '/api/admin/me/password', token, {
      currentPassword: PASSWORD,
      newPassword: password,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.newPassword).toBe(message);
    expect((await signIn(staff.email)).status).toBe(200);
  });

  test("changing one's own password needs the current one and ends every other session, not this one", async () => {
    const staff = await account({ role: 'staff', permissions: { reviews: ['read'] } });
    const elsewhere = await signIn(staff.email);
    const here = await signIn(staff.email);
    const newPassword = `new-${tag()}-${tag()}`;

    const wrong = await post(ownPassword, '/api/admin/me/password', here.token, {
      currentPassword: 'not-my-password',
      newPassword,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.currentPassword).toBe('Your current password is not right.');
    expect(await getMe(elsewhere.token)).toBe(200);

    const changed = await post(ownPassword, '/api/admin/me/password', here.token, {
      currentPassword: PASSWORD,
      newPassword,
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true, endedSessions: 1 } });
    expect(await getMe(elsewhere.token)).toBe(401);
    expect(await getMe(here.token)).toBe(200);
    expect((await signIn(staff.email, PASSWORD)).status).toBe(401);
    expect((await signIn(staff.email, newPassword)).status).toBe(200);
  });

  test('five wrong current passwords in a row: the sixth try answers 429 even when right', async () => {
    const staff = await account({ role: 'staff' });
    const { token } = await signIn(staff.email);
    const change = (currentPassword: string) =>
      post(ownPassword, '/api/admin/me/password', token, { currentPassword, newPassword: `next-${tag()}-${tag()}` });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change('wrong-password')).status).toBe(422);
    expect((await change(PASSWORD)).status).toBe(429);
  });

  test('an account that reads health information is sent to enrol, and reaches nothing else until it has', async () => {
    const reception = await account({ role: 'staff', permissions: { appointments: ['read'] } });
    const pending = await signIn(reception.email);
    expect(pending).toMatchObject({ status: 200, pendingStep: 'enrol_second_factor' });
    expect(await getMe(pending.token)).toBe(401);

    const started = await post(enroll, '/api/admin/second-factor/enroll', pending.token);
    expect(started.status).toBe(200);
    const secret = started.body.secret as string;
    expect(started.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Hela%20Wedakama:.*secret=/);
    expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await sendCode(pending.token, currentCode(secret) === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.fields?.code).toMatch(/not right/);
    expect(await getMe(pending.token)).toBe(401);

    const confirmed = await sendCode(pending.token, currentCode(secret));
    expect(confirmed.status).toBe(200);
    const codes = confirmed.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await getMe(pending.token)).toBe(200);
    // Stored hashed: no recovery code nor its plain text in the table.
    const stored = await database()
      .db.selectFrom('admin_recovery_codes')
      .select('code_hash')
      .where('admin_user_id', '=', reception.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    // Set up once: a second enrolment (which would need only the password) is refused.
    expect((await post(enroll, '/api/admin/second-factor/enroll', pending.token)).status).toBe(409);
  });

  test('an account without health information signs in with the password alone, and may enrol from its screen', async () => {
    const editor = await account({ role: 'staff', permissions: { content: ['read', 'write'] } });
    const session = await signIn(editor.email);
    expect(session.pendingStep).toBeNull();
    expect(await getMe(session.token)).toBe(200);
    const started = await post(enroll, '/api/admin/second-factor/enroll', session.token);
    const confirmed = await sendCode(session.token, currentCode(started.body.secret as string));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect((await signIn(editor.email)).pendingStep).toBe('second_factor');
  });

  test('a code signs in once: the same code again is refused within its window, the next one is accepted', async () => {
    const admin = await enrolled();
    const now = Date.now();
    const code = currentCode(admin.secret, new Date(now));
    const first = await signIn(admin.email);
    expect(first.pendingStep).toBe('second_factor');
    expect(await getMe(first.token)).toBe(401);
    expect((await sendCode(first.token, code)).status).toBe(200);
    expect(await getMe(first.token)).toBe(200);

    const second = await signIn(admin.email);
    const replayed = await sendCode(second.token, code);
    expect(replayed.status).toBe(422);
    expect(replayed.body.fields?.code).toBe('This code has already been used. Wait for the next one and enter it.');
    expect(await getMe(second.token)).toBe(401);
    // The next step's code (one step of clock drift is allowed) is new: accepted.
    expect((await sendCode(second.token, currentCode(admin.secret, new Date(now + 30_000)))).status).toBe(200);
  });

  test('the same code sent twice at once signs in one session only', async () => {
    const admin = await enrolled();
    const [a, b] = [await signIn(admin.email), await signIn(admin.email)];
    const code = currentCode(admin.secret);
    const answers = await Promise.all([sendCode(a.token, code), sendCode(b.token, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  test('a recovery code signs in once', async () => {
    const admin = await enrolled();
    const [code, other] = admin.recoveryCodes as [string, string];
    const first = await signIn(admin.email);
    expect((await sendCode(first.token, code.toLowerCase())).status).toBe(200);
    const second = await signIn(admin.email);
    expect((await sendCode(second.token, code)).status).toBe(422);
    expect((await sendCode(second.token, other.replaceAll('-', ' '))).status).toBe(200);
    const status = await me(adminRequest('/api/admin/me', { token: second.token }), testContext());
    expect((await status.json()).secondFactor).toEqual({ enrolled: true, required: true, recoveryCodesLeft: 8 });
  });

  test('a reset by admin:create (upsertAdmin) clears the second factor: the next sign-in sets one up again', async () => {
    const admin = await enrolled();
    await upsertAdmin(database().db, { email: admin.email, password: PASSWORD, name: 'Reset', role: 'admin' });
    expect((await signIn(admin.email)).pendingStep).toBe('enrol_second_factor');
    const codes = await database()
      .db.selectFrom('admin_recovery_codes')
      .select('id')
      .where('admin_user_id', '=', admin.id)
      .execute();
    expect(codes).toEqual([]);
  });

  test('second-step codes are throttled: after five wrong ones even the right code answers 429', async () => {
    const admin = await enrolled();
    const { token } = await signIn(admin.email);
    const right = currentCode(admin.secret);
    const wrong = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await sendCode(token, wrong)).status).toBe(422);
    const blocked = await sendCode(token, right);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(/^Too many attempts\. Try again in 1[45] minutes\.$/);
    expect(await getMe(token)).toBe(401);
  });

  test("past the account's failure ceiling the owner's address, after one typo, is let in with the right password", async () => {
    const admin = await account({ role: 'staff' });
    for (let host = 1; host <= 12; host += 1) {
      expect((await signIn(admin.email, 'guessed-password', `10.9.${host}.1`)).status).toBe(401);
    }
    const owner = newAddress();
    expect((await signIn(admin.email, 'kithul-treacle-monsoon-24', owner)).status).toBe(401);
    expect((await signIn(admin.email, PASSWORD, owner)).status).toBe(200);
  });
}
