// The part of the password rules a browser can check (its length, and not one character over and over). Whether it
// is one of the most common passwords is checked on the server only (src/server/admin/password-policy.ts): the list
// is 10,000 entries, and the forms show the server's message for it.
import { z } from 'zod';

const PASSWORD_MIN = 12;
const PASSWORD_MAX = 128;

export const passwordLengthSchema = z
  .string()
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`)
  .refine((password) => !/^(.)\1*$/su.test(password), {
    message: 'One character repeated is too easy to guess. Choose another password.',
  });
