// Admin sign-in (OWASP ASVS 5.0 level 2): the same answer and the same work whether or not the account exists,
// failures throttled per account and per address in fixed windows (the real user is never locked out for
// good), every attempt in the activity log, and a fresh session at every sign-in.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { hitRateLimit, type RateLimit, resetRateLimit } from '../http/rate-limit.ts';
import { logActivity } from './activity-log.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { AdminPrincipal } from './permissions.ts';
import { createSession, endSession, findSession, hashToken } from './sessions.ts';

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const NOT_AN_ADMIN = 'Access denied. Admin privileges required.';

/** Failed sign-ins allowed per account and per address in each window. */
export const ACCOUNT_LIMIT: RateLimit = { bucket: 'admin-login-account', limit: 5, windowSeconds: 15 * 60 };
export const ADDRESS_LIMIT: RateLimit = { bucket: 'admin-login-address', limit: 20, windowSeconds: 15 * 60 };

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

/** Seconds until this key may try again, when its failures have used up the window; undefined otherwise. */
async function blockedFor(db: Kysely<Database>, rule: RateLimit, key: string, now: Date): Promise<number | undefined> {
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_ends_at'])
    .where('bucket', '=', rule.bucket)
    .where('key', '=', key)
    .where('window_ends_at', '>', now)
    .executeTakeFirst();
  if (!row || row.count < rule.limit) return undefined;
  return Math.max(1, Math.ceil((row.window_ends_at.getTime() - now.getTime()) / 1000));
}

/** Checks the credentials and opens a session; throws HttpError 401, 403 or 429 with the user's message. */
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
  const accountKey = hashToken(email);
  const waits = await Promise.all([
    blockedFor(db, ACCOUNT_LIMIT, accountKey, now),
    blockedFor(db, ADDRESS_LIMIT, meta.ip, now),
  ]);
  const wait = Math.max(...waits.map((seconds) => seconds ?? 0));
  if (wait > 0) {
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
    .select(['id', 'password_hash', 'is_active'])
    .where('email', '=', email)
    .executeTakeFirst();
  const passwordOk = await verifyPassword(account?.password_hash ?? (await getDummyHash()), password);

  if (!account || !passwordOk) {
    await Promise.all([
      hitRateLimit(db, ACCOUNT_LIMIT, accountKey, now),
      hitRateLimit(db, ADDRESS_LIMIT, meta.ip, now),
    ]);
    await logActivity(
      db,
      {
        adminUserId: account?.id ?? null,
        action: 'login_failed',
        description: account ? 'Failed sign-in: wrong password' : 'Failed sign-in: unknown e-mail',
        ip: meta.ip,
        metadata: logMeta,
      },
      now,
    );
    throw new HttpError(401, INVALID_CREDENTIALS);
  }

  if (!account.is_active) {
    await logActivity(
      db,
      {
        adminUserId: account.id,
        action: 'login_denied',
        description: 'Sign-in refused: account inactive',
        ip: meta.ip,
        metadata: logMeta,
      },
      now,
    );
    throw new HttpError(403, NOT_AN_ADMIN);
  }

  // The browser's previous session (if any) ends: a token known before sign-in is never the signed-in one.
  if (meta.previousToken) {
    const previous = await findSession(db, meta.previousToken, now);
    if (previous) await endSession(db, previous.sessionId);
  }
  const token = await createSession(db, account.id, { ip: meta.ip, userAgent: meta.userAgent }, now);
  await db.updateTable('admin_users').set({ last_login_at: now }).where('id', '=', account.id).execute();
  await resetRateLimit(db, ACCOUNT_LIMIT.bucket, accountKey);
  await logActivity(
    db,
    { adminUserId: account.id, action: 'login', description: 'Signed in', ip: meta.ip, metadata: logMeta },
    now,
  );
  const principal = await findSession(db, token, now);
  if (!principal) throw new Error('A session just created was not found');
  return { token, principal };
}

/** Ends the session and logs it. */
export async function signOut(db: Kysely<Database>, principal: AdminPrincipal, ip: string, now = new Date()) {
  await endSession(db, principal.sessionId);
  await logActivity(
    db,
    {
      adminUserId: principal.id,
      action: 'logout',
      description: 'Signed out',
      ip,
      metadata: { email: principal.email },
    },
    now,
  );
}

/** The signed-in admin as the admin app receives it (never the session id). */
export function publicUser(principal: AdminPrincipal) {
  return {
    id: principal.id,
    email: principal.email,
    role: principal.role,
    permissions: principal.permissions,
    name: principal.name,
    avatarUrl: principal.avatarUrl,
  };
}
