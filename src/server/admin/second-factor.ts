// Staff second factor (README.md "Second factor"): TOTP (RFC 6238: SHA-1, 6 digits, 30 seconds, one step of clock
// drift either side) with the `otpauth` library, enrolled from a QR code, and ten one-time recovery codes. Required
// for accounts that can read health information (appointments or patients), optional for the others. A code is
// never accepted twice (the last accepted time step is kept), and failures are throttled per account.
import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { AdminPrincipal } from '../../shared/admin/permissions.ts';
import { type Enrolment, normaliseCode } from '../../shared/admin/second-factor.ts';
import type { Database } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { hitRateLimit, type RateLimit, resetRateLimit } from '../http/rate-limit.ts';
import { type Actor, logActivity, logChange } from './activity-log.ts';
import { tooManyAttempts } from './login.ts';
import { secondFactorRequired } from './second-factor-policy.ts';
import { completeSession } from './sessions.ts';

const ISSUER = 'Hela Wedakama';
const RECOVERY_CODES = 10;
/** Crockford-like: no 0/O or 1/I to misread. 12 characters of 32 are 60 bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Codes tried per account in each window, whatever the address: a code is 6 digits, the password is already known. */
const CODE_LIMIT: RateLimit = { bucket: 'admin-second-factor', limit: 5, windowSeconds: 15 * 60 };

const WRONG_CODE = 'That code is not right. Enter the current code from your authenticator app, or a recovery code.';
const USED_CODE = 'This code has already been used. Wait for the next one and enter it.';
const NOT_STARTED = 'Start setting up the second factor first.';

const totp = (secret: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** The code of this secret at this time (the demo sign-in and tests). */
export const currentCode = (secret: string, now = new Date()) => totp(secret).generate({ timestamp: now.getTime() });

/** The time step of a 6-digit code valid now (one step either side), or undefined. */
function codeStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : generator.counter({ timestamp: now.getTime() }) + delta;
}

export const hashRecoveryCode = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

function newRecoveryCode(): string {
  const characters = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?=.)/g, '$1-');
}

/** A new secret for the account to confirm with a code; refused when one is already set up. */
export async function startEnrolment(db: Kysely<Database>, admin: Pick<AdminPrincipal, 'id' | 'email'>) {
  const secret = new Secret({ size: 20 }).base32;
  const started = await db
    .updateTable('admin_users')
    .set({ totp_pending_secret: secret })
    .where('id', '=', admin.id)
    .where('totp_secret', 'is', null)
    .executeTakeFirst();
  if (started.numUpdatedRows === 0n) throw new HttpError(409, 'A second factor is already set up for this account.');
  const otpauthUri = totp(secret, admin.email).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  } satisfies Enrolment;
}

/** Sets the secret and ten new recovery codes (the old ones end) in the caller's transaction; returns the codes. */
export async function writeSecondFactor(
  trx: Kysely<Database>,
  adminUserId: string,
  secret: string,
  lastStep: number | null,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await trx
    .updateTable('admin_users')
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: lastStep })
    .where('id', '=', adminUserId)
    .execute();
  await trx.deleteFrom('admin_recovery_codes').where('admin_user_id', '=', adminUserId).execute();
  await trx
    .insertInto('admin_recovery_codes')
    .values(codes.map((code) => ({ admin_user_id: adminUserId, code_hash: hashRecoveryCode(code) })))
    .execute();
  return codes;
}

/** Enrols an account at once with a new secret (the demo admin, tests): its secret and recovery codes. */
export async function enrolDirectly(db: Kysely<Database>, adminUserId: string) {
  const secret = new Secret({ size: 20 }).base32;
  const recoveryCodes = await db.transaction().execute((trx) => writeSecondFactor(trx, adminUserId, secret, null));
  return { secret, recoveryCodes };
}

/**
 * POST /api/admin/second-factor/verify: confirms an enrolment under way (answering the recovery codes, shown this
 * once) or completes a sign-in with a code or a recovery code. Either way a session at its step is signed in.
 */
export async function verifySecondFactor(
  db: Kysely<Database>,
  session: AdminPrincipal,
  code: string,
  actor: Actor,
  now = new Date(),
): Promise<{ recoveryCodes?: string[] }> {
  const account = await db
    .selectFrom('admin_users')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', session.id)
    .executeTakeFirstOrThrow();
  const enrolling = session.pendingStep !== 'second_factor' && account.totp_pending_secret !== null;
  if (!enrolling && session.pendingStep !== 'second_factor') {
    throw new HttpError(409, NOT_STARTED, { code: 'second_factor_not_started' });
  }
  // The place is taken before the code is checked, so parallel guesses cannot pass the limit together.
  const wait = await hitRateLimit(db, CODE_LIMIT, session.id, now);
  if (wait !== undefined) {
    await logActivity(
      db,
      {
        adminUserId: session.id,
        action: 'second_factor_blocked',
        description: 'Second step refused: too many attempts',
        ip: actor.ip,
      },
      now,
    );
    throw new HttpError(429, tooManyAttempts(Math.ceil(wait / 60)), { headers: { 'Retry-After': String(wait) } });
  }
  const refuse = async (message: string, description: string) => {
    await logActivity(db, { adminUserId: session.id, action: 'second_factor_failed', description, ip: actor.ip }, now);
    return new HttpError(422, message, { fields: { code: message } });
  };

  let recoveryCodes: string[] | undefined;
  if (enrolling) {
    const pending = account.totp_pending_secret as string;
    const step = codeStep(pending, code, now);
    if (step === undefined) throw await refuse(WRONG_CODE, 'Second factor not set up: wrong code');
    recoveryCodes = await db.transaction().execute(async (trx) => {
      // Only the secret this code was made from: a newer enrolment started meanwhile is confirmed by its own code.
      const current = await trx
        .selectFrom('admin_users')
        .select('id')
        .where('id', '=', session.id)
        .where('totp_pending_secret', '=', pending)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new HttpError(409, NOT_STARTED, { code: 'second_factor_not_started' });
      const codes = await writeSecondFactor(trx, session.id, pending, step);
      await logChange(trx, actor, { action: 'second_factor_enrolled', description: 'Set up the second factor' }, now);
      return codes;
    });
  } else if (/^\d{6}$/.test(code)) {
    const step = codeStep(account.totp_secret as string, code, now);
    if (step === undefined) throw await refuse(WRONG_CODE, 'Failed second step: wrong code');
    // A code of a step already used (or older) is a replay, refused even within its 30 seconds.
    const fresh = await db
      .updateTable('admin_users')
      .set({ totp_last_step: step })
      .where('id', '=', session.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    if (fresh.numUpdatedRows === 0n) throw await refuse(USED_CODE, 'Failed second step: code already used');
  } else {
    const used = await db
      .updateTable('admin_recovery_codes')
      .set({ used_at: now })
      .where('admin_user_id', '=', session.id)
      .where('code_hash', '=', hashRecoveryCode(code))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) throw await refuse(WRONG_CODE, 'Failed second step: wrong recovery code');
  }

  if (session.pendingStep) {
    await completeSession(db, session.sessionId);
    await db.updateTable('admin_users').set({ last_login_at: now }).where('id', '=', session.id).execute();
    await logActivity(
      db,
      {
        adminUserId: session.id,
        action: 'login',
        description: recoveryCodes
          ? 'Signed in: second factor set up'
          : /^\d{6}$/.test(code)
            ? 'Signed in with the second factor'
            : 'Signed in with a recovery code',
        ip: actor.ip,
        metadata: { email: session.email },
      },
      now,
    );
  }
  await resetRateLimit(db, CODE_LIMIT.bucket, session.id);
  return recoveryCodes ? { recoveryCodes } : {};
}

/** What the account screen shows: whether a second factor is set up, required, and the recovery codes left. */
export async function secondFactorStatus(db: Kysely<Database>, admin: AdminPrincipal) {
  const row = await db
    .selectFrom('admin_users as u')
    .select((eb) => [
      'u.totp_secret',
      eb
        .selectFrom('admin_recovery_codes as c')
        .select((count) => count.fn.countAll<string>().as('n'))
        .whereRef('c.admin_user_id', '=', 'u.id')
        .where('c.used_at', 'is', null)
        .as('codes_left'),
    ])
    .where('u.id', '=', admin.id)
    .executeTakeFirstOrThrow();
  return {
    enrolled: row.totp_secret !== null,
    required: secondFactorRequired(admin),
    recoveryCodesLeft: Number(row.codes_left ?? 0),
  };
}
