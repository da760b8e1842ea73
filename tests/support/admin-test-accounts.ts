// Admin accounts and sessions for integration tests, made directly in the database (no password hashing, so
// tests stay fast); `adminRequest` builds a request carrying the session cookie the way the admin app sends it.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createSession, SESSION_COOKIE } from '../../src/server/admin/sessions.ts';
import type { Database } from '../../src/server/db/schema.ts';
import type { Permissions } from '../../src/shared/admin/permissions.ts';
import type { AdminRole } from '../../src/shared/enums.ts';

export async function createTestAdmin(
  db: Kysely<Database>,
  options: { role?: AdminRole; permissions?: Permissions; name?: string; passwordHash?: string } = {},
): Promise<{ id: string; email: string }> {
  const email = `test-${randomBytes(5).toString('hex')}@wedakama.test`;
  const { id } = await db
    .insertInto('admin_users')
    .values({
      email,
      password_hash: options.passwordHash ?? 'not-a-hash',
      role: options.role ?? 'staff',
      permissions: JSON.stringify(options.permissions ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('admin_profiles')
    .values({ admin_user_id: id, name: options.name ?? null })
    .execute();
  return { id, email };
}

/** A session token for the account, as the login would set it. */
export function signInAs(db: Kysely<Database>, adminUserId: string, now?: Date): Promise<string> {
  return createSession(db, adminUserId, { ip: '203.0.113.7', userAgent: 'vitest' }, now);
}

export const ORIGIN = 'http://localhost';

/** A request to an admin endpoint: same origin, JSON body for state-changing methods, the session cookie. */
export function adminRequest(
  path: string,
  options: { method?: string; token?: string; body?: unknown; origin?: string | null; contentType?: string } = {},
): Request {
  const method = options.method ?? 'GET';
  const headers = new Headers();
  if (options.token) headers.set('cookie', `${SESSION_COOKIE}=${options.token}`);
  const changes = method !== 'GET' && method !== 'HEAD';
  if (changes && options.origin !== null) headers.set('origin', options.origin ?? ORIGIN);
  if (changes) headers.set('content-type', options.contentType ?? 'application/json');
  return new Request(`${ORIGIN}${path}`, {
    method,
    headers,
    body: changes ? (typeof options.body === 'string' ? options.body : JSON.stringify(options.body ?? {})) : undefined,
  });
}
