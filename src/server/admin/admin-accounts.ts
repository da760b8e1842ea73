import type { Kysely } from 'kysely';
import type { Permissions } from '../../shared/admin/permissions.ts';
import type { AdminRole } from '../../shared/enums.ts';
import { inTransaction } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';

export interface NewAdmin {
  email: string;
  password: string;
  name: string;
  role: AdminRole;
  permissions?: Permissions;
}

/**
 * Creates an admin user with a profile, or resets the password, role, name and second factor of the one with that
 * e-mail (`npm run admin:create` is how a staff member who lost both password and phone gets back in).
 */
export async function upsertAdmin(db: Kysely<Database>, admin: NewAdmin): Promise<string> {
  const passwordHash = await hashPassword(admin.password);
  return db.transaction().execute((trx) => writeAdmin(trx, admin, passwordHash));
}

/**
 * upsertAdmin's writes, in the caller's transaction, with the password already hashed (hashing takes a while, and a
 * transaction should not wait for it).
 */
export async function writeAdmin(trx: Kysely<Database>, admin: NewAdmin, passwordHash: string): Promise<string> {
  const { id } = await trx
    .insertInto('admin_users')
    .values({
      email: admin.email.trim().toLowerCase(),
      password_hash: passwordHash,
      role: admin.role,
      permissions: JSON.stringify(admin.permissions ?? {}),
    })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({
        password_hash: passwordHash,
        role: admin.role,
        permissions: JSON.stringify(admin.permissions ?? {}),
        is_active: true,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        updated_at: new Date(),
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('admin_profiles')
    .values({ admin_user_id: id, name: admin.name })
    .onConflict((conflict) => conflict.column('admin_user_id').doUpdateSet({ name: admin.name }))
    .execute();
  // A new password ends every session opened with the old one, and the old second factor's recovery codes.
  await trx.deleteFrom('admin_sessions').where('admin_user_id', '=', id).execute();
  await trx.deleteFrom('admin_recovery_codes').where('admin_user_id', '=', id).execute();
  return id;
}

/**
 * Activates or deactivates an account. Deactivation ends every session of the account at once (findSession
 * also refuses inactive accounts, so a session cannot outlive it even between the two statements).
 */
export async function setAdminActive(db: Kysely<Database>, id: string, active: boolean): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('admin_users')
      .set({ is_active: active, updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (!active) await trx.deleteFrom('admin_sessions').where('admin_user_id', '=', id).execute();
    return updated.numUpdatedRows > 0n;
  });
}
