// Admin sessions: a random 256-bit token in an HttpOnly cookie; only its SHA-256 is stored. A session ends after
// IDLE_MINUTES without use or ABSOLUTE_HOURS after sign-in, on logout, and when the account is deactivated. A
// session opened by the password alone has a pending step (the second factor, or its enrolment): it reaches nothing
// else and ends PENDING_MINUTES after the password unless the step is done.
import { createHash, randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { AdminPrincipal } from '../../shared/admin/permissions.ts';
import type { PendingStep } from '../../shared/admin/second-factor.ts';
import type { Database } from '../db/schema.ts';

export const SESSION_COOKIE = '__Host-wk_admin_session';
const IDLE_MINUTES = 30;
const ABSOLUTE_HOURS = 12;
const PENDING_MINUTES = 10;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Kysely<Database>,
  adminUserId: string,
  meta: { ip: string | null; userAgent: string | null; pendingStep?: PendingStep | null },
  now = new Date(),
): Promise<string> {
  const pendingStep = meta.pendingStep ?? null;
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('admin_sessions')
    .values({
      admin_user_id: adminUserId,
      token_hash: hashToken(token),
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + (pendingStep ? PENDING_MINUTES * 60_000 : ABSOLUTE_HOURS * 3_600_000)),
      pending_step: pendingStep,
    })
    .execute();
  return token;
}

/**
 * The signed-in admin for this token, refreshing the idle timer; undefined when the session is over, or (unless
 * `anyStep`) when it still has a step to do.
 */
export async function findSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
  options: { anyStep?: boolean } = {},
): Promise<AdminPrincipal | undefined> {
  const idleSince = new Date(now.getTime() - IDLE_MINUTES * 60_000);
  const row = await db
    .updateTable('admin_sessions as s')
    .set({ last_seen_at: now })
    .from('admin_users as u')
    .leftJoin('admin_profiles as p', 'p.admin_user_id', 'u.id')
    .whereRef('u.id', '=', 's.admin_user_id')
    .where('s.token_hash', '=', hashToken(token))
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .where('u.is_active', '=', true)
    .$if(!options.anyStep, (query) => query.where('s.pending_step', 'is', null))
    .returning([
      's.id as sessionId',
      's.pending_step',
      'u.id',
      'u.email',
      'u.role',
      'u.permissions',
      'p.name',
      'p.avatar_url',
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    permissions: row.permissions,
    name: row.name,
    avatarUrl: row.avatar_url,
    sessionId: row.sessionId,
    pendingStep: row.pending_step,
  };
}

/** The step is done: the session is signed in, until ABSOLUTE_HOURS after the password as any other. */
export async function completeSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  const done = await db
    .updateTable('admin_sessions')
    .set({ pending_step: null, expires_at: sql`created_at + make_interval(hours => ${ABSOLUTE_HOURS})` })
    .where('id', '=', sessionId)
    .where('pending_step', 'is not', null)
    .executeTakeFirst();
  return done.numUpdatedRows > 0n;
}

export async function endSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', sessionId).execute();
}

/**
 * The session cookie (OWASP ASVS 3.3.1): the `__Host-` prefix makes the browser refuse it unless it is Secure, for
 * Path=/ and without a Domain, so no sibling subdomain or plain-HTTP page can plant or overwrite it. Browsers count
 * http://localhost and 127.0.0.1 as secure, so local runs keep working with the same cookie.
 */
export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${ABSOLUTE_HOURS * 3600}; Secure`;
}

export function clearedSessionCookie(): string {
  return sessionCookie('').replace(/Max-Age=\d+/, 'Max-Age=0');
}

export function readSessionToken(request: Request): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
