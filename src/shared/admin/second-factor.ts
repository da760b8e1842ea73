// Staff second factor (src/server/admin/README.md "Second factor"): what the browser sends and reads. A session
// opened by the password alone has a pending step: the code of an enrolled account, or, for an account that must
// have a second factor and has none, its enrolment.
import { z } from 'zod';

export const PENDING_STEPS = ['second_factor', 'enrol_second_factor'] as const;
export type PendingStep = (typeof PENDING_STEPS)[number];

const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app, or a recovery code.';

/** What was typed, without spaces and dashes, upper case: a 6-digit code or a recovery code. */
export const normaliseCode = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** POST /api/admin/second-factor/verify: a 6-digit code or one of the recovery codes. */
export const secondFactorCodeSchema = z.object({
  code: z.preprocess(
    (value) => (typeof value === 'string' ? normaliseCode(value) : ''),
    z.string().min(1, CODE_REQUIRED).max(32, CODE_REQUIRED),
  ),
});
export type SecondFactorCode = z.infer<typeof secondFactorCodeSchema>;

/** The answer of POST /api/admin/second-factor/enroll: the secret as a QR code (an SVG data URI) and as text. */
export interface Enrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}
