// Admin sign-in (OWASP ASVS 5.0 level 2): the same answer and the same work whether or not the account exists or
// is active, failures throttled in fixed windows without ever locking the owner out (ASVS 6.3.1, see README.md
// "Sign-in"), every attempt in the activity log, and a fresh session at every sign-in.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdminPrincipal } from '../../shared/admin/permissions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { hitRateLimit, type RateLimit, refundRateLimit, resetRateLimit } from '../http/rate-limit.ts';
import { logActivity, logChange } from './activity-log.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { stepAfterPassword } from './second-factor-policy.ts';
import { createSession, endSession, findSession, hashToken } from './sessions.ts';

const INVALID_CREDENTIALS = 'Invalid credentials';

const WINDOW_SECONDS = 15 * 60;
/** Password checks allowed per account from one address in each window. */
const PAIR_LIMIT: RateLimit = { bucket: 'admin-login-pair', limit: 5, windowSeconds: WINDOW_SECONDS };
/** Password checks allowed from one address, whatever the accounts, in each window. */
const ADDRESS_LIMIT: RateLimit = { bucket: 'admin-login-address', limit: 20, windowSeconds: WINDOW_SECONDS };
/**
 * Failed checks of one account, from all addresses, after which each further address gets TWO guesses per window:
 * a guesser needs a fresh address for every other password, while the owner signing in from an address that has
 * failed at most once (one typo) is still checked (and let in).
 */
const ACCOUNT_CEILING: RateLimit = { bucket: 'admin-login-account', limit: 10, windowSeconds: WINDOW_SECONDS };

/** Checks of the account from one address per window once the account is past its ceiling: a typo, then the password. */
const PAST_CEILING_CHECKS = 2;

export const tooManyAttempts = (minutes: number) =>
  `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

// Verified when the account does not exist, so that an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
};

export interface LoginMeta {
  ip: string;
  userAgent: string | null;
  /** The session token the browser still holds, if any: it is ended, the new sign-in gets a new one. */
  previousToken?: string;
}

interface Reservation {
  rule: RateLimit;
  key: string;
}

/**
 * Takes one place in each counter BEFORE the password is checked, so parallel requests cannot all pass a check made
 * before any of them failed: each counter holds the checks done or under way, and a request that would go past a
 * limit gives its places back and is refused. Returns the places taken, or the seconds to wait.
 */
async function reserveAttempt(
  db: Kysely<Database>,
  keys: { address: string; pair: string; account: string },
  now: Date,
): Promise<{ taken: Reservation[] } | { wait: number }> {
  const taken: Reservation[] = [];
  const refuse = async (wait: number) => {
    await Promise.all(taken.map(({ rule, key }) => refundRateLimit(db, rule, key)));
    return { wait };
  };
  for (const [rule, key] of [
    [ADDRESS_LIMIT, keys.address],
    [PAIR_LIMIT, keys.pair],
  ] as const) {
    taken.push({ rule, key });
    const wait = await hitRateLimit(db, rule, key, now);
    if (wait !== undefined) return refuse(wait);
  }
  taken.push({ rule: ACCOUNT_CEILING, key: keys.account });
  const pastCeiling = await hitRateLimit(db, ACCOUNT_CEILING, keys.account, now);
  if (pastCeiling !== undefined) {
    // Past the ceiling only an address with at most one failure (or check under way) on this account may try: the
    // count holds this check too.
    const pair = await db
      .selectFrom('rate_limits')
      .select('count')
      .where('bucket', '=', PAIR_LIMIT.bucket)
      .where('key', '=', keys.pair)
      .executeTakeFirst();
    if ((pair?.count ?? 0) > PAST_CEILING_CHECKS) return refuse(pastCeiling);
  }
  return { taken };
}

/**
 * Checks the credentials and opens a session, signed in or (an account with a second factor, or one that must have
 * one) at its second step; throws HttpError 401 or 429 with the user's message.
 */
export async function signIn(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
  meta: LoginMeta,
  now = new Date(),
): Promise<{ token: string; principal: AdminPrincipal }> {
  const { email, password } = credentials;
  // Someone may type a password into the e-mail field: what does not look like an e-mail is never logged.
  const logMeta = {
    email: /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
  };

  // The throttle keys the account by a hash of what was typed, for the same reason.
  const keys = { address: meta.ip, pair: hashToken(`${email}\n${meta.ip}`), account: hashToken(email) };
  const reservation = await reserveAttempt(db, keys, now);
  if ('wait' in reservation) {
    const { wait } = reservation;
    await logActivity(
      db,
      {
        adminUserId: null,
        action: 'login_blocked',
        description: 'Sign-in refused: too many attempts',
        ip: meta.ip,
        metadata: logMeta,
      },
      now,
    );
    throw new HttpError(429, tooManyAttempts(Math.ceil(wait / 60)), { headers: { 'Retry-After': String(wait) } });
  }

  const account = await db
    .selectFrom('admin_users')
    .select(['id', 'password_hash', 'is_active', 'role', 'permissions', 'totp_secret'])
    .where('email', '=', email)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(account?.password_hash ?? (await getDummyHash()), password);

  // A deactivated account is answered as a wrong password is: the answer never confirms a password.
  if (!account || !passwordOk || !account.is_active) {
    await logActivity(
      db,
      {
        adminUserId: account?.id ?? null,
        action: account && passwordOk ? 'login_denied' : 'login_failed',
        description: !account
          ? 'Failed sign-in: unknown e-mail'
          : passwordOk
            ? 'Sign-in refused: account inactive'
            : 'Failed sign-in: wrong password',
        ip: meta.ip,
        metadata: logMeta,
      },
      now,
    );
    throw new HttpError(401, INVALID_CREDENTIALS);
  }

  // The browser's previous session (if any) ends: a token known before sign-in is never the signed-in one.
  if (meta.previousToken) {
    const previous = await findSession(db, meta.previousToken, now, { anyStep: true });
    if (previous) await endSession(db, previous.sessionId);
  }
  const pendingStep = stepAfterPassword({ ...account, totpSecret: account.totp_secret });
  const token = await createSession(db, account.id, { ip: meta.ip, userAgent: meta.userAgent, pendingStep }, now);
  if (!pendingStep) {
    await db.updateTable('admin_users').set({ last_login_at: now }).where('id', '=', account.id).execute();
  }
  // The owner's success clears this address's failures on the account and gives back its places in the others.
  await Promise.all([
    resetRateLimit(db, PAIR_LIMIT.bucket, keys.pair),
    refundRateLimit(db, ADDRESS_LIMIT, keys.address),
    refundRateLimit(db, ACCOUNT_CEILING, keys.account),
  ]);
  await logActivity(
    db,
    {
      adminUserId: account.id,
      action: pendingStep ? 'login_password' : 'login',
      description: pendingStep ? 'Password accepted: second step to do' : 'Signed in',
      ip: meta.ip,
      metadata: logMeta,
    },
    now,
  );
  const principal = await findSession(db, token, now, { anyStep: true });
  if (!principal) throw new Error('A session just created was not found');
  return { token, principal };
}

/** Ends the session and logs it. */
export async function signOut(db: Kysely<Database>, principal: AdminPrincipal, ip: string, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    await endSession(trx, principal.sessionId);
    await logChange(
      trx,
      { adminId: principal.id, ip },
      { action: 'logout', description: 'Signed out', metadata: { email: principal.email } },
      now,
    );
  });
}

/** The signed-in admin as the admin app receives it (never the session id), and the step still to do if any. */
export function publicUser(principal: AdminPrincipal) {
  return {
    id: principal.id,
    email: principal.email,
    role: principal.role,
    permissions: principal.permissions,
    name: principal.name,
    avatarUrl: principal.avatarUrl,
    pendingStep: principal.pendingStep,
  };
}
