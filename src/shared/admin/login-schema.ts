// The admin login payload, shared by the login form and POST /api/admin/login (docs/product-rules.md "Sign-in").
import { z } from 'zod';

const LOGIN_REQUIRED_MESSAGE = 'Please enter both email and password';

const text = (max: number, normalise: (value: string) => string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normalise(value) : ''),
    // A value longer than any account's is refused before hashing, so a huge body cannot burn CPU.
    z.string().max(max, 'Invalid credentials'),
  );

export const loginSchema = z
  .object({
    email: text(254, (value) => value.trim().toLowerCase()),
    password: text(1024, (value) => value),
  })
  // One message for either (the agreed), on the first field left empty so the answer names it.
  .superRefine((login, context) => {
    const empty = login.email === '' ? 'email' : login.password === '' ? 'password' : undefined;
    if (empty) context.addIssue({ code: 'custom', path: [empty], message: LOGIN_REQUIRED_MESSAGE });
  });
