// Password rules (OWASP ASVS 5.0 level 2, NIST SP 800-63B): at least 12 characters, up to 128, no composition rules,
// not one character repeated, and none of the most common passwords. common-passwords.json holds the 10,000 most common passwords of 8 or more
// characters (shorter ones fail the length rule anyway), lower-cased, in rank order, taken from the password
// dictionary of @zxcvbn-ts/language-common (MIT, (c) 2012-2016 Dan Wheeler and Dropbox, Inc., (c) 2021 zxcvbn-ts).
// The list stays on the server: the browser checks the length only (src/shared/admin/password-rules.ts).
import { passwordLengthSchema } from '../../shared/admin/password-rules.ts';
import commonPasswords from './common-passwords.json' with { type: 'json' };

const COMMON = new Set<string>(commonPasswords);

/**
 * Whether the password is one of the most common ones, whatever its letter case, or one of them with digits or
 * symbols before or after it ('Password2026!', '2026football'): the length rule alone makes people pad a common word.
 */
function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const before = lower.replace(/^[\d\W_]+/u, '');
  const after = lower.replace(/[\d\W_]+$/u, '');
  return [lower, before, after, before.replace(/[\d\W_]+$/u, '')].some((word) => COMMON.has(word));
}

export const newPasswordSchema = passwordLengthSchema.refine((password) => !isCommonPassword(password), {
  message: 'This password is too common. Choose one that is harder to guess.',
});
