// Admin accounts as the settings screen manages them (role `admin` only): list, create with a password that
// passes the password policy, change role and permissions, deactivate (which ends every session) or reactivate.
import type { Kysely } from 'kysely';
import {
  type AdminUserChange,
  type AdminUserView,
  type NewAdminUser,
  newAdminUserSchema,
} from '../../shared/settings/admin-user-schema.ts';
import { type Actor, logChange } from '../admin/activity-log.ts';
import { setAdminActive, writeAdmin } from '../admin/admin-accounts.ts';
import { newPasswordSchema } from '../admin/password-policy.ts';
import { hashPassword } from '../admin/passwords.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

/** POST /api/admin/users: the form's fields, and a password that is not one of the most common ones. */
export const newAdminUserRequestSchema = newAdminUserSchema.extend({ password: newPasswordSchema });

export async function listAdminUsers(db: Kysely<Database>): Promise<AdminUserView[]> {
  const rows = await db
    .selectFrom('admin_users as u')
    .leftJoin('admin_profiles as p', 'p.admin_user_id', 'u.id')
    .select(['u.id', 'u.email', 'p.name', 'u.role', 'u.permissions', 'u.is_active', 'u.last_login_at', 'u.created_at'])
    .orderBy('u.created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: row.permissions,
    isActive: row.is_active,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  }));
}

/** Creates an account, logged with it in one transaction. */
export async function createAdminUser(db: Kysely<Database>, user: NewAdminUser, actor: Actor): Promise<void> {
  const passwordHash = await hashPassword(user.password);
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', user.email)
      .executeTakeFirst();
    if (existing) {
      throw new HttpError(409, 'An account with this e-mail already exists', {
        fields: { email: 'An account with this e-mail already exists' },
      });
    }
    const id = await writeAdmin(trx, user, passwordHash);
    await logChange(trx, actor, {
      action: 'admin_user_created',
      description: `Created the ${user.role} account ${user.email}`,
      metadata: { userId: id },
    });
  });
}

/**
 * Applies a change, logged with it in one transaction; an admin cannot demote or deactivate their own account
 * (nobody could undo it).
 */
export async function changeAdminUser(
  db: Kysely<Database>,
  change: AdminUserChange,
  actor: Actor,
  now: Date = new Date(),
): Promise<void> {
  if (change.id === actor.adminId && (change.isActive === false || (change.role && change.role !== 'admin'))) {
    throw new HttpError(409, 'You cannot deactivate or demote your own account.');
  }
  await db.transaction().execute(async (trx) => {
    const exists = await trx.selectFrom('admin_users').select('id').where('id', '=', change.id).executeTakeFirst();
    if (!exists) throw new HttpError(404, 'Account not found');
    if (change.role || change.permissions) {
      await trx
        .updateTable('admin_users')
        .set({
          ...(change.role ? { role: change.role } : {}),
          ...(change.permissions ? { permissions: JSON.stringify(change.permissions) } : {}),
          updated_at: now,
        })
        .where('id', '=', change.id)
        .execute();
    }
    if (change.isActive !== undefined) await setAdminActive(trx, change.id, change.isActive);
    const what = [
      change.role ? `role ${change.role}` : '',
      change.permissions ? 'permissions' : '',
      change.isActive === undefined ? '' : change.isActive ? 'reactivated' : 'deactivated',
    ].filter(Boolean);
    await logChange(trx, actor, {
      action: 'admin_user_changed',
      description: `Changed an admin account: ${what.join(', ') || 'nothing'}`,
      metadata: { userId: change.id },
    });
  });
}
