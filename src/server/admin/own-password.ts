// A staff member changes their own password (changeOwnPassword): with the current one, checked and throttled as the
// sign-in is; the new one passes the password policy; every other session of the account ends, this one goes on.
import type { Kysely } from 'kysely';
import { ownPasswordChangeSchema } from '../../shared/admin/own-password-schema.ts';
import type { AdminPrincipal } from '../../shared/admin/permissions.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { hitRateLimit, type RateLimit, resetRateLimit } from '../http/rate-limit.ts';
import { type Actor, logActivity, logChange } from './activity-log.ts';
import { tooManyAttempts } from './login.ts';
import { newPasswordSchema } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** POST /api/admin/me/password: the form's fields, and a new password that is not one of the most common ones. */
export const ownPasswordRequestSchema = ownPasswordChangeSchema.extend({ newPassword: newPasswordSchema });

/** Checks of the current password per account in each window (a session left open is no free guessing). */
const CURRENT_PASSWORD_LIMIT: RateLimit = { bucket: 'admin-password-change', limit: 5, windowSeconds: 15 * 60 };
const WRONG_CURRENT = 'Your current password is not right.';
const SAME_PASSWORD = 'Choose a new password, not the one you have now.';

/** Changes the password; answers how many other sessions ended. */
export async function changeOwnPassword(
  db: Kysely<Database>,
  admin: AdminPrincipal,
  change: { currentPassword: string; newPassword: string },
  actor: Actor,
  now = new Date(),
): Promise<{ endedSessions: number }> {
  const wait = await hitRateLimit(db, CURRENT_PASSWORD_LIMIT, admin.id, now);
  if (wait !== undefined) {
    throw new HttpError(429, tooManyAttempts(Math.ceil(wait / 60)), { headers: { 'Retry-After': String(wait) } });
  }
  const { password_hash } = await db
    .selectFrom('admin_users')
    .select('password_hash')
    .where('id', '=', admin.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(password_hash, change.currentPassword))) {
    await logActivity(
      db,
      { adminUserId: admin.id, action: 'password_change_failed', description: 'Wrong current password', ip: actor.ip },
      now,
    );
    throw new HttpError(422, WRONG_CURRENT, { fields: { currentPassword: WRONG_CURRENT } });
  }
  if (change.newPassword === change.currentPassword) {
    throw new HttpError(422, SAME_PASSWORD, { fields: { newPassword: SAME_PASSWORD } });
  }
  const passwordHash = await hashPassword(change.newPassword);
  const ended = await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', admin.id)
      .execute();
    const others = await trx
      .deleteFrom('admin_sessions')
      .where('admin_user_id', '=', admin.id)
      .where('id', '<>', admin.sessionId)
      .executeTakeFirst();
    const count = Number(others.numDeletedRows);
    await logChange(
      trx,
      actor,
      { action: 'password_changed', description: 'Changed own password', metadata: { endedSessions: count } },
      now,
    );
    return count;
  });
  await resetRateLimit(db, CURRENT_PASSWORD_LIMIT.bucket, admin.id);
  return { endedSessions: ended };
}
